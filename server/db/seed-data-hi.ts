/**
 * The demo catalog in Hindi (issue 50, decision 034): what a Hindi-speaking shopkeeper calls each product,
 * category, subcategory and brand, the trade's words as people say them (पाइप, स्विच, एमसीबी, वायर), not word
 * for word; brands transliterated. Sizes keep the trade's units (20 mm, 9 W, 16 A). Keyed by the English names
 * of seed-data.ts; server/db/seed.test.ts checks every one has its Hindi.
 */

/** Category and subcategory names in Hindi, by English name. */
export const DEMO_TAXONOMY_HI: Record<string, string> = {
  'Pipes & Fittings': 'पाइप और फिटिंग',
  'PVC Pipes': 'पीवीसी पाइप',
  'CPVC Pipes': 'सीपीवीसी पाइप',
  'Elbows & Tees': 'एल्बो और टी',
  'Ball Valves': 'बॉल वाल्व',
  'Wires & Cables': 'वायर और केबल',
  'House Wire': 'हाउस वायर',
  'Flexible Cable': 'फ्लेक्सिबल केबल',
  'Armoured Cable': 'आर्मर्ड केबल',
  'LAN & Coaxial': 'लैन और कोएक्सियल केबल',
  'Switches & Sockets': 'स्विच और सॉकेट',
  'Modular Switches': 'मॉड्यूलर स्विच',
  Sockets: 'सॉकेट',
  'Switch Plates': 'स्विच प्लेट',
  'Fan Regulators': 'पंखा रेगुलेटर',
  Paints: 'पेंट',
  'Interior Emulsion': 'इंटीरियर इमल्शन',
  'Exterior Emulsion': 'एक्सटीरियर इमल्शन',
  Enamel: 'इनेमल पेंट',
  Primer: 'प्राइमर',
  Lighting: 'लाइट',
  'LED Bulbs': 'एलईडी बल्ब',
  'Tube Lights': 'ट्यूबलाइट',
  'Panel Lights': 'पैनल लाइट',
  'Flood Lights': 'फ्लड लाइट',
  Tools: 'औज़ार',
  'Hand Tools': 'हाथ के औज़ार',
  'Power Tools': 'बिजली के औज़ार',
  'Measuring Tools': 'नापने के औज़ार',
  'Circuit Protection': 'एमसीबी और सर्किट सुरक्षा',
  MCBs: 'एमसीबी',
  RCCBs: 'आरसीसीबी',
  'Distribution Boards': 'डीबी (डिस्ट्रीब्यूशन बोर्ड)',
  Fans: 'पंखे',
  'Ceiling Fans': 'छत के पंखे',
  'Exhaust Fans': 'एग्ज़ॉस्ट फैन',
  'Wall Fans': 'दीवार के पंखे',
  'Bath & Sanitary': 'बाथरूम और सैनिटरी',
  Taps: 'नल',
  Showers: 'शावर',
  'Connection Pipes': 'कनेक्शन पाइप',
  'Adhesives & Tapes': 'गोंद और टेप',
  'Insulation Tape': 'इंसुलेशन टेप',
  Sealants: 'सीलेंट',
  'Pipe Cement': 'पाइप सॉल्वेंट',
};

/** Brand names in Hindi, by English name: transliterated, as the trade says them. */
export const DEMO_BRANDS_HI: Record<string, string> = {
  Voltline: 'वोल्टलाइन',
  'Ampere King': 'एम्पियर किंग',
  Jalflow: 'जलफ्लो',
  Suraksha: 'सुरक्षा',
  'Rangoli Paints': 'रंगोली पेंट्स',
  'Prakash Lights': 'प्रकाश लाइट्स',
  'Hathi Tools': 'हाथी टूल्स',
  'Nirmal Pipes': 'निर्मल पाइप्स',
  Shaktiwire: 'शक्तिवायर',
  'Kiran Electricals': 'किरण इलेक्ट्रिकल्स',
  'Sangam Fittings': 'संगम फिटिंग्स',
  'Tejas Fans': 'तेजस फैन्स',
};

/** Each demo product's Hindi title (its size is added as the English title's is) and description, by English title. */
export const DEMO_PRODUCTS_HI: Record<string, { title: string; description: string }> = {
  'PVC Pressure Pipe 6 kg/cm² (3 m)': {
    title: 'पीवीसी प्रेशर पाइप 6 kg/cm² (3 मीटर)',
    description:
      'ठंडे पानी की लाइन और बोरवेल के लिए मज़बूत पीवीसी पाइप। ISI मार्क, धूप से खराब नहीं होता, 3 मीटर लंबाई।',
  },
  'SWR Drainage Pipe Ring-Fit (3 m)': {
    title: 'एसडब्ल्यूआर ड्रेनेज पाइप रिंग-फिट (3 मीटर)',
    description: 'गंदे पानी, नाली और बारिश के पानी के लिए रिंग-फिट सॉकेट वाला पाइप, लीकेज नहीं होता।',
  },
  'CPVC Hot & Cold Water Pipe SDR 11 (3 m)': {
    title: 'सीपीवीसी गरम-ठंडे पानी का पाइप SDR 11 (3 मीटर)',
    description: 'गरम पानी (93 °C तक) के लिए सीपीवीसी पाइप। सॉल्वेंट से जोड़ लगता है, चूड़ी काटने की ज़रूरत नहीं।',
  },
  'CPVC Elbow 90°': {
    title: 'सीपीवीसी एल्बो 90°',
    description: 'सीपीवीसी लाइन के लिए 90 डिग्री का एल्बो (मोड़)। 10 का पैक।',
  },
  'PVC Equal Tee': {
    title: 'पीवीसी टी (बराबर साइज़)',
    description: 'पीवीसी प्रेशर पाइप के लिए बराबर साइज़ की टी, सॉल्वेंट से जोड़। 5 का पैक।',
  },
  'Brass Ball Valve Full Bore': {
    title: 'पीतल बॉल वाल्व फुल बोर',
    description: 'क्रोम फिनिश वाला पीतल का बॉल वाल्व, स्टील का हैंडल, चौथाई घुमाने पर बंद।',
  },
  'PVC Ball Valve Solvent Socket': {
    title: 'पीवीसी बॉल वाल्व सॉल्वेंट सॉकेट',
    description: 'बगीचे और छत की टंकी की लाइन के लिए हल्का पीवीसी बॉल वाल्व।',
  },
  'FR PVC Insulated Copper House Wire (90 m)': {
    title: 'एफआर पीवीसी कॉपर हाउस वायर (90 मीटर)',
    description: 'घर की वायरिंग के लिए आग-रोधी सिंगल-कोर तांबे का तार, 1100 V ग्रेड, 90 मीटर का बंडल।',
  },
  'FRLS Copper Wire (90 m)': {
    title: 'एफआरएलएस कॉपर वायर (90 मीटर)',
    description: 'आग-रोधी, कम धुएँ वाला तांबे का तार, फ्लैट और ऑफिस के लिए सही।',
  },
  '3-Core Flexible Cable (per metre)': {
    title: '3-कोर फ्लेक्सिबल केबल (प्रति मीटर)',
    description: 'उपकरणों और एक्सटेंशन बोर्ड के लिए कई तारों वाली तांबे की 3-कोर लचीली केबल।',
  },
  'Aluminium Armoured Cable 2-Core (per metre)': {
    title: 'एल्युमिनियम आर्मर्ड केबल 2-कोर (प्रति मीटर)',
    description: 'ज़मीन के नीचे सर्विस लाइन के लिए स्टील पट्टी वाली एल्युमिनियम केबल।',
  },
  'Cat6 LAN Cable (305 m box)': {
    title: 'कैट6 लैन केबल (305 मीटर डिब्बा)',
    description: 'गीगाबिट नेटवर्क के लिए 23 AWG ठोस तांबे की Cat6 UTP केबल।',
  },
  'RG6 Coaxial Cable (90 m)': {
    title: 'आरजी6 कोएक्सियल केबल (90 मीटर)',
    description: 'डीटीएच और सीसीटीवी के लिए कॉपर-क्लैड कोएक्सियल केबल।',
  },
  'Modular 1-Way Switch': {
    title: 'मॉड्यूलर वन-वे स्विच',
    description: 'सिल्वर-अलॉय कॉन्टैक्ट वाला पॉलीकार्बोनेट मॉड्यूलर स्विच, 1 मॉड्यूल।',
  },
  'Modular 2-Way Switch': {
    title: 'मॉड्यूलर टू-वे स्विच',
    description: 'सीढ़ी और गलियारे की लाइट के लिए टू-वे स्विच, 1 मॉड्यूल।',
  },
  'Modular 3-Pin Socket with Shutter': {
    title: 'मॉड्यूलर 3-पिन सॉकेट शटर वाला',
    description: 'बच्चों के लिए सुरक्षित शटर वाला सॉकेट, भारतीय 3-पिन प्लग के लिए।',
  },
  'USB Charger Socket Dual Port': {
    title: 'यूएसबी चार्जर सॉकेट डबल पोर्ट',
    description: 'दो यूएसबी-ए पोर्ट वाला मॉड्यूलर सॉकेट, कुल 2.4 A आउटपुट।',
  },
  'Modular Cover Plate with Frame': {
    title: 'मॉड्यूलर कवर प्लेट फ्रेम के साथ',
    description: 'चमकदार सफ़ेद कवर प्लेट, माउंटिंग फ्रेम के साथ।',
  },
  'Step-Type Fan Regulator': {
    title: 'स्टेप वाला पंखा रेगुलेटर',
    description: '5 स्टेप वाला इलेक्ट्रॉनिक पंखा रेगुलेटर, बिना आवाज़ के चलता है, 2 मॉड्यूल।',
  },
  'Silk Interior Emulsion': {
    title: 'सिल्क इंटीरियर इमल्शन पेंट',
    description: 'धुलने लायक पानी वाला इमल्शन, हल्की चमक, कम गंध। एक कोट में लगभग 14 m² प्रति लीटर।',
  },
  'Economy Interior Distemper': {
    title: 'इकोनॉमी इंटीरियर डिस्टेंपर',
    description: 'कम बजट में अंदर की दीवारों के लिए एक्रेलिक डिस्टेंपर, मैट फिनिश।',
  },
  'Weathershield Exterior Emulsion': {
    title: 'वेदरशील्ड एक्सटीरियर इमल्शन पेंट',
    description: 'हर मौसम के लिए बाहर की दीवार का पेंट, काई और फफूंद से बचाव।',
  },
  'Synthetic Enamel Gloss': {
    title: 'सिंथेटिक इनेमल पेंट ग्लॉस',
    description: 'लकड़ी और लोहे के लिए चमकदार इनेमल: दरवाज़े, ग्रिल और फ़र्नीचर।',
  },
  'Wall Primer Water-Based': {
    title: 'वॉल प्राइमर (पानी वाला)',
    description: 'नए प्लास्टर और दोबारा पेंट के लिए प्राइमर, पेंट अच्छे से पकड़ता और फैलता है।',
  },
  'Red Oxide Metal Primer': {
    title: 'रेड ऑक्साइड मेटल प्राइमर',
    description: 'लोहे और स्टील को जंग से बचाने वाला प्राइमर।',
  },
  'LED Bulb B22 Cool Daylight': {
    title: 'एलईडी बल्ब B22 कूल डेलाइट',
    description: 'बिजली बचाने वाला एलईडी बल्ब, 6500 K सफ़ेद रोशनी, 2 साल की वारंटी।',
  },
  'Emergency Rechargeable LED Bulb': {
    title: 'इमरजेंसी रिचार्जेबल एलईडी बल्ब',
    description: 'इन्वर्टर बल्ब, बिजली जाने पर 4 घंटे तक जलता है।',
  },
  'LED Batten Tube Light': {
    title: 'एलईडी बैटन ट्यूबलाइट',
    description: 'पतली एल्युमिनियम बॉडी वाली 4 फुट की बैटन, बिना फ्लिकर।',
  },
  'Recessed Round LED Panel': {
    title: 'गोल एलईडी पैनल लाइट (फॉल्स सीलिंग)',
    description: 'फॉल्स सीलिंग में लगने वाली पतली गोल पैनल लाइट।',
  },
  'LED Flood Light IP65': {
    title: 'एलईडी फ्लड लाइट IP65',
    description: 'गेट, होर्डिंग और कंपाउंड के लिए डाई-कास्ट बाहरी फ्लड लाइट।',
  },
  'Combination Plier Insulated': {
    title: 'कॉम्बिनेशन प्लास (इंसुलेटेड)',
    description: '1000 V इंसुलेटेड हत्थे वाला मज़बूत प्लास।',
  },
  'Screwdriver Set (6 pcs)': {
    title: 'पेचकस सेट (6 पीस)',
    description: 'चुंबक वाली नोक के क्रोम-वैनेडियम के सीधे और स्टार पेचकस।',
  },
  'Pipe Wrench Heavy Duty': {
    title: 'पाइप रिंच हैवी ड्यूटी',
    description: 'प्लंबिंग के काम के लिए कास्ट-आयरन का पाइप रिंच।',
  },
  'Impact Drill Machine 13 mm': {
    title: 'इम्पैक्ट ड्रिल मशीन 13 mm',
    description: '650 W इम्पैक्ट ड्रिल, आगे-पीछे घुमाव और गहराई नापने की रॉड के साथ।',
  },
  'Angle Grinder 100 mm': {
    title: 'एंगल ग्राइंडर 100 mm',
    description: 'कटाई और घिसाई के लिए 850 W एंगल ग्राइंडर।',
  },
  'Measuring Tape with Lock': {
    title: 'नापने का टेप लॉक वाला',
    description: 'स्टील का नापने का टेप, सेंटीमीटर और इंच दोनों निशान।',
  },
  'Digital Multimeter': {
    title: 'डिजिटल मल्टीमीटर',
    description: 'वोल्टेज, करंट, रेज़िस्टेंस और कंटीन्यूटी नापने वाला ऑटो-रेंज मल्टीमीटर।',
  },
  'MCB Single Pole C-Curve': {
    title: 'एमसीबी सिंगल पोल C-कर्व',
    description: 'लाइट और पावर सर्किट के लिए 10 kA एमसीबी।',
  },
  'MCB Double Pole C-Curve': {
    title: 'एमसीबी डबल पोल C-कर्व',
    description: 'मेन सप्लाई के लिए डबल पोल आइसोलेटर एमसीबी।',
  },
  'RCCB 30 mA Double Pole': {
    title: 'आरसीसीबी 30 mA डबल पोल',
    description: 'अर्थ लीकेज और करंट लगने से बचाने वाला आरसीसीबी।',
  },
  'SPN Distribution Board Double Door': {
    title: 'एसपीएन डीबी (डिस्ट्रीब्यूशन बोर्ड) डबल डोर',
    description: 'पाउडर-कोटेड स्टील का डीबी, IP43 डबल दरवाज़ा।',
  },
  'High-Speed Ceiling Fan 1200 mm': {
    title: 'हाई-स्पीड छत का पंखा 1200 mm',
    description: 'डबल बॉल-बेयरिंग वाला छत का पंखा, 380 RPM, 2 साल की वारंटी।',
  },
  'BLDC Energy-Saver Ceiling Fan with Remote': {
    title: 'बीएलडीसी बिजली-बचत छत का पंखा रिमोट के साथ',
    description: '28 W बीएलडीसी मोटर वाला छत का पंखा, रिमोट और टाइमर के साथ।',
  },
  'Kitchen Exhaust Fan': {
    title: 'किचन एग्ज़ॉस्ट फैन',
    description: 'रसोई और बाथरूम के लिए लोहे की पत्ती वाला एग्ज़ॉस्ट फैन।',
  },
  'Wall Mount Fan Oscillating': {
    title: 'दीवार का पंखा (घूमने वाला)',
    description: 'तीन स्पीड वाला दीवार का पंखा, 90 डिग्री घूमता है।',
  },
  'Brass Pillar Cock Chrome': {
    title: 'पीतल पिलर कॉक क्रोम',
    description: 'वॉश बेसिन के लिए चौथाई घुमाव वाला पीतल का नल।',
  },
  'PTMT Bib Cock Long Body': {
    title: 'पीटीएमटी बिब कॉक लंबी बॉडी',
    description: 'रसोई और बगीचे के लिए ज़ंग न लगने वाला पीटीएमटी नल।',
  },
  'Overhead Rain Shower Square': {
    title: 'ओवरहेड रेन शावर चौकोर',
    description: 'एबीएस का ओवरहेड शावर, छेदों में खारा नहीं जमता।',
  },
  'Stainless Steel Braided Connection Pipe': {
    title: 'स्टील ब्रेडेड कनेक्शन पाइप',
    description: 'नल और गीज़र के लिए लचीला एसएस ब्रेडेड पाइप।',
  },
  'PVC Insulation Tape (8 m)': {
    title: 'पीवीसी इंसुलेशन टेप (8 मीटर)',
    description: 'आग-रोधी बिजली का इंसुलेशन टेप, 10 रोल का पैक।',
  },
  'PTFE Thread Seal Tape': {
    title: 'टेफ्लॉन टेप (पीटीएफई)',
    description: 'चूड़ी वाले पाइप जोड़ों को लीक से बचाने वाला टेफ्लॉन टेप, 10 का पैक।',
  },
  'Silicone Sealant Clear': {
    title: 'सिलिकॉन सीलेंट पारदर्शी',
    description: 'काँच, टाइल और सैनिटरी सामान के लिए न्यूट्रल सिलिकॉन।',
  },
  'CPVC Solvent Cement': {
    title: 'सीपीवीसी सॉल्वेंट सीमेंट',
    description: 'सीपीवीसी पाइप और फिटिंग जोड़ने का एक-स्टेप सॉल्वेंट।',
  },
  'PVC Solvent Cement': {
    title: 'पीवीसी सॉल्वेंट सीमेंट',
    description: 'पीवीसी पाइप जोड़ने का सॉल्वेंट, जल्दी सूखता है।',
  },
};

/** Words of a size in Hindi; units (mm, W, A, L, kg, sq mm) stay as the trade writes them. */
const SIZE_WORDS_HI: [RegExp, string][] = [
  [/\binch\b/, 'इंच'],
  [/\brolls\b/, 'रोल'],
  [/\bmodule\b/, 'मॉड्यूल'],
  [/\bway\b/, 'वे'],
  [/\bpcs\b/, 'पीस'],
  [/^Standard$/, 'स्टैंडर्ड'],
];

/** A size as a Hindi title writes it: '½ inch' → '½ इंच', '16 A' stays. */
export const sizeHi = (size: string) => SIZE_WORDS_HI.reduce((s, [re, hi]) => s.replace(re, hi), size);
