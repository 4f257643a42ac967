import type { Messages } from '../i18n';

/**
 * Hindi for the storefront's "policies" area (issue 50): English text as the code has it → Hindi as a shopkeeper
 * says it. The figures (fees, days, hours, percents) are the owner's settings, put into the `{…}` places.
 */
export default {
  // Shared by the pages
  'Last updated: {date}': 'पिछला बदलाव: {date}',
  'Monday–Saturday, 10 AM–8 PM': 'सोमवार–शनिवार, सुबह 10 से रात 8 बजे तक',

  // About
  'About Us': 'हमारे बारे में',
  '{shop} supplies homes, contractors and electricians with building and electrical goods at fair prices.':
    '{shop} घरों, ठेकेदारों और इलेक्ट्रीशियनों को बिल्डिंग और बिजली का सामान सही दाम पर देता है।',
  'What we sell': 'हम क्या बेचते हैं',
  'Pipe fittings, wires and cables, switches and sockets, MCBs, lighting, fans and paint from trusted brands, with GST invoices for every order.':
    'भरोसेमंद ब्रांड के पाइप फिटिंग, वायर और केबल, स्विच और सॉकेट, एमसीबी, लाइट, पंखे और पेंट, हर ऑर्डर पर जीएसटी इनवॉइस के साथ।',
  'Why shop with us': 'हमसे क्यों खरीदें',
  'Genuine products with warranty.': 'असली सामान, वारंटी के साथ।',
  'Clear prices with CGST and SGST shown.': 'साफ़ दाम, CGST और SGST अलग से दिखाए हुए।',
  'Secure online payment by UPI, cards and net banking.': 'UPI, कार्ड और नेट बैंकिंग से सुरक्षित ऑनलाइन पेमेंट।',
  'A free estimator to price your job before you buy.': 'खरीदने से पहले काम का खर्च निकालने के लिए मुफ़्त एस्टीमेटर।',
  'Visit us': 'दुकान पर आइए',
  'Our store is open {hours}.': 'हमारी दुकान {hours} खुली रहती है।',

  // Contact, store locator
  'Contact Us': 'संपर्क करें',
  'Questions about a product, an order or a bulk quote? Call, message or write to us.':
    'किसी सामान, ऑर्डर या थोक रेट के बारे में पूछना है? हमें फ़ोन करें, मैसेज करें या लिखें।',
  'Reach us': 'हम तक पहुँचें',
  'About an order': 'ऑर्डर के बारे में',
  'Please have your order ID ready; you find it under Track Orders in your account.':
    'कृपया अपना ऑर्डर नंबर तैयार रखें; यह आपके खाते में “ऑर्डर देखें” में मिलेगा।',
  Address: 'पता',
  Phone: 'फ़ोन',
  WhatsApp: 'व्हाट्सऐप',
  'E-mail': 'ईमेल',
  'Business hours': 'दुकान का समय',
  'Store Locator': 'दुकान का पता',
  'Visit our store to see products, get advice and pick up your order.':
    'सामान देखने, सलाह लेने और अपना ऑर्डर लेने के लिए हमारी दुकान पर आइए।',
  'Our store': 'हमारी दुकान',
  'Opening hours': 'खुलने का समय',
  '{hours}. Closed on Sundays and public holidays.': '{hours}। रविवार और सरकारी छुट्टियों पर बंद।',

  // Privacy
  'Privacy Policy': 'प्राइवेसी पॉलिसी',
  'We collect only what we need to run your account and deliver your orders, and we never sell it.':
    'हम सिर्फ़ उतनी जानकारी लेते हैं जितनी आपका खाता चलाने और ऑर्डर पहुँचाने के लिए ज़रूरी है, और इसे कभी बेचते नहीं।',
  'What we collect': 'हम क्या जानकारी लेते हैं',
  'Your name, e-mail address, delivery addresses and phone number, your orders and reviews, and the session cookie that keeps you logged in.':
    'आपका नाम, ईमेल पता, डिलीवरी के पते और फ़ोन नंबर, आपके ऑर्डर और रिव्यू, और वह सेशन कुकी जिससे आप लॉग इन रहते हैं।',
  'How we use it': 'हम इसका क्या करते हैं',
  'To process and deliver orders, send invoices and password-reset codes, and answer your questions. Payments are handled by our payment partner; we never see or store your card details.':
    'ऑर्डर तैयार करने और पहुँचाने, इनवॉइस और पासवर्ड बदलने के कोड भेजने, और आपके सवालों के जवाब देने के लिए। पेमेंट हमारा पेमेंट पार्टनर संभालता है; आपके कार्ड की जानकारी हम न देखते हैं, न रखते हैं।',
  'Who we share it with': 'यह जानकारी किसे मिलती है',
  'Only with the courier delivering your order and the payment partner processing your payment, as far as they need it.':
    'सिर्फ़ आपका ऑर्डर पहुँचाने वाले कूरियर और आपका पेमेंट करने वाले पेमेंट पार्टनर को, उतनी ही जितनी उन्हें ज़रूरत है।',
  'Your choices': 'आपकी मर्ज़ी',
  'You can update your saved addresses at any time from your account, and ask us to delete your account by writing to us.':
    'आप अपने सेव किए पते कभी भी अपने खाते से बदल सकते हैं, और हमें लिखकर अपना खाता हटवा सकते हैं।',

  // Terms
  'Terms & Conditions': 'नियम और शर्तें',
  'By using this website and placing an order you agree to these terms.':
    'यह वेबसाइट इस्तेमाल करके और ऑर्डर देकर आप इन शर्तों को मानते हैं।',
  Eligibility: 'कौन खरीद सकता है',
  'You must be at least {age} old to create an account and place orders.':
    'खाता बनाने और ऑर्डर देने के लिए आपकी उम्र कम से कम {age} होनी चाहिए।',
  '18 years': '18 साल',
  'Prices and taxes': 'दाम और टैक्स',
  'All prices are in Indian rupees and include GST (CGST and SGST), shown separately on your invoice. Prices may change without notice; the price at the time of your order applies.':
    'सभी दाम भारतीय रुपये में हैं और इनमें जीएसटी (CGST और SGST) शामिल है, जो आपके इनवॉइस में अलग से दिखता है। दाम बिना बताए बदल सकते हैं; ऑर्डर के समय का दाम ही लगेगा।',
  Payment: 'पेमेंट',
  'Online orders are paid through our payment partner by UPI, cards or net banking.':
    'ऑनलाइन ऑर्डर का पेमेंट हमारे पेमेंट पार्टनर के ज़रिए UPI, कार्ड या नेट बैंकिंग से होता है।',
  'Cash on delivery is accepted where it is offered for an order, for orders up to {maxOrder}, with a {fee} handling fee. Before your first cash-on-delivery order, we ask you to confirm your e-mail address with a code we send to it.':
    'जहाँ किसी ऑर्डर के लिए कैश ऑन डिलीवरी मिलती है, वहाँ {maxOrder} तक के ऑर्डर पर {fee} हैंडलिंग फ़ीस के साथ यह ली जाती है। पहले कैश ऑन डिलीवरी ऑर्डर से पहले हम आपके ईमेल पर एक कोड भेजकर आपका ईमेल पता पक्का करवाते हैं।',
  'Delivery charges': 'डिलीवरी चार्ज',
  'Standard delivery is free on orders above {freeAbove}; otherwise it costs {standardFee}, or {localFee} within our local area.':
    '{freeAbove} से ऊपर के ऑर्डर पर स्टैंडर्ड डिलीवरी मुफ़्त है; नहीं तो {standardFee} लगते हैं, और हमारे लोकल इलाके में {localFee}।',
  '{lowest} to {highest}, depending on where it goes': '{lowest} से {highest}, जगह के हिसाब से',
  'Express delivery costs {express}, and fragile items add {fragileFee} for packaging once per order.':
    'एक्सप्रेस डिलीवरी के {express} लगते हैं, और नाज़ुक सामान की पैकिंग के हर ऑर्डर पर एक बार {fragileFee} जुड़ते हैं।',
  'Express delivery costs {express}.': 'एक्सप्रेस डिलीवरी के {express} लगते हैं।',
  'Checkout shows every charge before you place your order, and your invoice shows them with their GST.':
    'ऑर्डर देने से पहले चेकआउट में हर चार्ज दिखता है, और इनवॉइस में ये अपने जीएसटी के साथ दिखते हैं।',
  Orders: 'ऑर्डर',
  'An order is confirmed once the payment succeeds. We may cancel an order when an item is out of stock or a price was shown in error; any amount paid is then refunded in full.':
    'पेमेंट होते ही ऑर्डर पक्का हो जाता है। कोई सामान स्टॉक में न हो या दाम गलती से गलत दिखा हो, तो हम ऑर्डर कैंसिल कर सकते हैं; तब दी गई पूरी रकम वापस की जाती है।',
  'Cancellations, returns and warranty': 'कैंसिल, वापसी और वारंटी',
  'Most items can be returned within {days} of delivery, less a restocking fee by their condition; a faulty or wrong item is refunded in full.':
    'ज़्यादातर सामान डिलीवरी के {days} के अंदर लौटाया जा सकता है, हालत के हिसाब से रीस्टॉकिंग फ़ीस काटकर; खराब या गलत सामान का पूरा पैसा वापस मिलता है।',
  'We do not accept returns of items that arrive as ordered; a faulty or wrong item is replaced or refunded in full.':
    'ऑर्डर के मुताबिक पहुँचा सामान हम वापस नहीं लेते; खराब या गलत सामान बदला जाता है या उसका पूरा पैसा वापस मिलता है।',
  'Refunds reach the original payment method {within}. Returns, refunds, shipping and warranty follow the policies linked at the bottom of every page.':
    'रिफ़ंड उसी तरीके में {within} पहुँचता है जिससे पेमेंट किया था। वापसी, रिफ़ंड, शिपिंग और वारंटी हर पेज के नीचे दी गई पॉलिसी के हिसाब से होते हैं।',

  // Cancellation and returns words (the settings' figures)
  '{count} hour': '{count} घंटे',
  '{count} hours': '{count} घंटे',
  '{count} day': '{count} दिन',
  '{count} days': '{count} दिन',
  '{count} business day': '{count} कामकाजी दिन',
  '{count} business days': '{count} कामकाजी दिन',
  '{min}-{max} business days': '{min}-{max} कामकाजी दिन',
  'within {days}': '{days} में',
  'You can cancel an order within {hours} of placing it, as long as it has not been dispatched.':
    'ऑर्डर देने के {hours} के अंदर आप उसे कैंसिल कर सकते हैं, जब तक वह भेजा न गया हो।',
  'Orders cannot be cancelled once they are placed.': 'ऑर्डर देने के बाद उसे कैंसिल नहीं किया जा सकता।',
  'Items can be returned within {days} of delivery.': 'सामान डिलीवरी के {days} के अंदर लौटाया जा सकता है।',
  'We do not accept returns.': 'हम सामान वापस नहीं लेते।',
  'unopened items in sealed packaging': 'सील बंद पैकिंग में बिना खुले सामान',
  'opened but unused items': 'खुले पर इस्तेमाल न हुए सामान',
  'items with damaged or missing packaging': 'फटी या गायब पैकिंग वाले सामान',
  'No fee': 'कोई फ़ीस नहीं',
  '{fee} for {condition}.': '{condition} पर {fee}।',
  'A faulty or wrong item is refunded in full, with no restocking fee.':
    'खराब या गलत सामान का पूरा पैसा वापस मिलता है, कोई रीस्टॉकिंग फ़ीस नहीं।',
  'Restocking fees': 'रीस्टॉकिंग फ़ीस',

  // Refund & Return
  'Refund & Return Policy': 'रिफ़ंड और वापसी पॉलिसी',
  'Bought the wrong size or the wrong fitting? You can return most items within {days} of delivery.':
    'गलत साइज़ या गलत फिटिंग ले ली? ज़्यादातर सामान आप डिलीवरी के {days} के अंदर लौटा सकते हैं।',
  'We do not accept returns of items that arrive as ordered, but an item that arrives damaged or is not what you ordered is replaced or refunded in full.':
    'ऑर्डर के मुताबिक पहुँचा सामान हम वापस नहीं लेते, पर टूटा-फूटा या गलत सामान पहुँचे तो उसे बदला जाता है या पूरा पैसा वापस मिलता है।',
  'Return window': 'वापसी का समय',
  'Items must be in their original packaging with the invoice, labels and accessories.':
    'सामान अपनी असली पैकिंग में, इनवॉइस, लेबल और साथ आई चीज़ों के साथ होना चाहिए।',
  'Cut-to-length wires and cables, mixed or tinted paint and special-order items cannot be returned.':
    'नाप से कटे वायर और केबल, मिलाया या रंग मिलाया हुआ पेंट और खास ऑर्डर पर मँगाया सामान वापस नहीं होता।',
  'We do not accept returns': 'हम सामान वापस नहीं लेते',
  '{refusal} of items that arrive as ordered. Items that arrive damaged or are not what you ordered are covered below.':
    '{refusal}, अगर सामान ऑर्डर के मुताबिक पहुँचा है। टूटा-फूटा या गलत सामान पहुँचे तो उसकी बात नीचे है।',
  Refunds: 'रिफ़ंड',
  'Once we receive and check the item, the refund goes back to the original payment method within {days}.':
    'सामान मिलने और जाँचने के बाद रिफ़ंड {days} के अंदर उसी तरीके में लौटता है जिससे पेमेंट किया था।',
  'Damaged or wrong items': 'टूटा-फूटा या गलत सामान',
  'If an item arrives damaged or is not what you ordered, tell us within 48 hours with photos; we replace it or refund it in full with no restocking fee.':
    'सामान टूटा-फूटा पहुँचे या वह न हो जो आपने मँगाया था, तो 48 घंटे के अंदर फ़ोटो के साथ हमें बताएँ; हम उसे बदल देंगे या बिना रीस्टॉकिंग फ़ीस के पूरा पैसा लौटा देंगे।',

  // Refund & Cancellation
  'Refund & Cancellation Policy': 'रिफ़ंड और कैंसिल पॉलिसी',
  'How to cancel an order, return an item and get your money back.':
    'ऑर्डर कैसे कैंसिल करें, सामान कैसे लौटाएँ और पैसा कैसे वापस पाएँ।',
  'How to return an item and get your money back.': 'सामान कैसे लौटाएँ और पैसा कैसे वापस पाएँ।',
  'Cancelling an order': 'ऑर्डर कैंसिल करना',
  'You can cancel an order within {hours} of placing it, as long as it has not been dispatched. Contact us with your order ID.':
    'ऑर्डर देने के {hours} के अंदर आप उसे कैंसिल कर सकते हैं, जब तक वह भेजा न गया हो। अपनी ऑर्डर ID के साथ हमसे संपर्क करें।',
  'Orders cannot be cancelled': 'ऑर्डर देने के बाद उसे कैंसिल नहीं किया जा सकता',
  '{refusal} once they are placed, so please check your cart before you pay.':
    '{refusal}, इसलिए पेमेंट से पहले अपना कार्ट जाँच लें।',
  Returns: 'वापसी',
  'Unused items in their original packaging can be returned within {days} of delivery.':
    'अपनी असली पैकिंग में बिना इस्तेमाल का सामान डिलीवरी के {days} के अंदर लौटाया जा सकता है।',
  '{refusal} of items that arrive as ordered. An item that arrives damaged or is not what you ordered is replaced or refunded in full.':
    '{refusal}, अगर सामान ऑर्डर के मुताबिक पहुँचा है। टूटा-फूटा या गलत सामान पहुँचे तो उसे बदला जाता है या पूरा पैसा वापस मिलता है।',
  'Refunds reach the original payment method within {days} of the cancellation or of our receiving the returned item.':
    'कैंसिल होने के, या लौटाया सामान हमें मिलने के {days} के अंदर रिफ़ंड उसी तरीके में पहुँचता है जिससे पेमेंट किया था।',
  'Refunds reach the original payment method within {days} of our receiving the returned item.':
    'लौटाया सामान हमें मिलने के {days} के अंदर रिफ़ंड उसी तरीके में पहुँचता है जिससे पेमेंट किया था।',

  // Shipping & Delivery
  'Shipping & Delivery Policy': 'शिपिंग और डिलीवरी पॉलिसी',
  'We deliver across India, with the few exceptions below.':
    'हम पूरे भारत में डिलीवरी करते हैं, नीचे लिखी कुछ जगहों को छोड़कर।',
  'We deliver across India.': 'हम पूरे भारत में डिलीवरी करते हैं।',
  'Here is what delivery costs and how long it takes. Checkout shows the fee and the expected dates for your address before you place your order.':
    'डिलीवरी में कितना खर्च और कितना समय लगता है, यह नीचे है। ऑर्डर देने से पहले चेकआउट में आपके पते के लिए फ़ीस और संभावित तारीखें दिखती हैं।',
  'Standard delivery': 'स्टैंडर्ड डिलीवरी',
  'Free shipping': 'मुफ़्त डिलीवरी',
  '{free} on orders above {amount}.': '{amount} से ऊपर के ऑर्डर पर {free}।',
  '{fee} on orders up to {amount}.': '{amount} तक के ऑर्डर पर {fee}।',
  '{fee} for local delivery {area}.': '{area} लोकल डिलीवरी के लिए {fee}।',
  'Usually delivered {area} in {city}, within our state in {state}, and to the rest of India in {india}.':
    'आम तौर पर डिलीवरी {area} {city} में, हमारे राज्य में {state} में, और बाकी भारत में {india} में हो जाती है।',
  'within our local area (pincodes starting with {prefixes})':
    'हमारे लोकल इलाके में ({prefixes} से शुरू होने वाले पिनकोड)',
  'within our city': 'हमारे शहर में',
  'within our state': 'हमारे राज्य में',
  'in the rest of India': 'बाकी भारत में',
  'the same business day': 'उसी कामकाजी दिन',
  'next business day': 'अगले कामकाजी दिन',
  'within {count} business day': '{count} कामकाजी दिन के अंदर',
  'within {count} business days': '{count} कामकाजी दिनों के अंदर',
  'Express delivery': 'एक्सप्रेस डिलीवरी',
  '{fee} {area} ({days}).': '{area} {fee} ({days})।',
  '{fee} within the state ({days}).': 'राज्य के अंदर {fee} ({days})।',
  '{fee} for the rest of India ({days}).': 'बाकी भारत के लिए {fee} ({days})।',
  'Cash on delivery': 'कैश ऑन डिलीवरी',
  '{fee} cash-on-delivery handling fee, where cash on delivery is offered: {zones}.':
    'कैश ऑन डिलीवरी की हैंडलिंग फ़ीस {fee}, जहाँ कैश ऑन डिलीवरी मिलती है: {zones}।',
  'anywhere we deliver': 'जहाँ भी हम डिलीवरी करते हैं',
  'nowhere at the moment': 'अभी कहीं नहीं',
  '{items} and {last}': '{items} और {last}',
  '{items} or {last}': '{items} या {last}',
  'For orders up to {amount}, delivery and other charges included.':
    '{amount} तक के ऑर्डर के लिए, डिलीवरी और बाकी चार्ज मिलाकर।',
  'Up to {count} unpaid cash-on-delivery order per account at a time.':
    'एक खाते पर एक समय में बिना भुगतान वाला ज़्यादा से ज़्यादा {count} कैश ऑन डिलीवरी ऑर्डर।',
  'Up to {count} unpaid cash-on-delivery orders per account at a time.':
    'एक खाते पर एक समय में बिना भुगतान वाले ज़्यादा से ज़्यादा {count} कैश ऑन डिलीवरी ऑर्डर।',
  'Before your first cash-on-delivery order, you confirm your e-mail address with a 6-digit code we send to it.':
    'पहले कैश ऑन डिलीवरी ऑर्डर से पहले, हमारे भेजे 6 अंकों के कोड से आप अपना ईमेल पता पक्का करते हैं।',
  'Fragile items': 'नाज़ुक सामान',
  '{fee} fragile packaging for glass, sanitaryware and similar items, once per order.':
    'काँच, सैनिटरी वेयर और ऐसे ही सामान की नाज़ुक पैकिंग के {fee}, हर ऑर्डर पर एक बार।',
  'Where we do not deliver': 'जहाँ हम डिलीवरी नहीं करते',
  'We do not deliver to {places} yet.': 'अभी हम {places} में डिलीवरी नहीं करते।',
  'pincodes starting with {prefixes}': '{prefixes} से शुरू होने वाले पिनकोड',
  Tracking: 'ऑर्डर ट्रैकिंग',
  'Follow your order from Track Orders in your account. Deliveries are made Monday–Saturday.':
    'अपने खाते में “ऑर्डर देखें” से जानें कि आपका ऑर्डर कहाँ है। डिलीवरी सोमवार से शनिवार होती है।',

  // Warranty
  'Warranty Policy': 'वारंटी पॉलिसी',
  'Everything we sell is genuine and covered by a warranty of {period}, depending on the product.':
    'हमारा हर सामान असली है और सामान के हिसाब से उस पर {period} की वारंटी है।',
  '30 days to 1 year': '30 दिन से 1 साल',
  'Warranty periods': 'वारंटी कितने समय की',
  '{period}: pipe fittings, fasteners and accessories against manufacturing defects.':
    '{period}: पाइप फिटिंग, नट-बोल्ट और एक्सेसरी, बनावट की खराबी पर।',
  '30 days': '30 दिन',
  '{period}: switches, sockets and lighting.': '{period}: स्विच, सॉकेट और लाइट।',
  '6 months': '6 महीने',
  "{period}: wires, MCBs, fans and appliances (or the manufacturer's warranty, if longer).":
    '{period}: वायर, एमसीबी, पंखे और उपकरण (या कंपनी की वारंटी, अगर वह ज़्यादा हो)।',
  '1 year': '1 साल',
  'What is not covered': 'वारंटी में क्या नहीं आता',
  'Damage from wrong installation, voltage fluctuation, misuse, water or fire, and normal wear and tear.':
    'गलत फिटिंग, वोल्टेज के उतार-चढ़ाव, गलत इस्तेमाल, पानी या आग से हुआ नुकसान, और आम घिसावट।',
  'Making a claim': 'क्लेम कैसे करें',
  "Contact us with your order ID, the invoice and photos of the problem. We repair, replace or refund the item, or pass the claim to the manufacturer's service centre.":
    'अपनी ऑर्डर ID, इनवॉइस और खराबी की फ़ोटो के साथ हमसे संपर्क करें। हम सामान ठीक करवाएँगे, बदलेंगे या पैसा लौटाएँगे, या क्लेम कंपनी के सर्विस सेंटर को भेज देंगे।',
} satisfies Messages;
