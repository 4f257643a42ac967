/**
 * The buyer's mails in Hindi (issue 50, decision 037): the English text of a template → Hindi as a shopkeeper in a
 * small town writes to a customer: short, polite (आप), trade words as people say them (ऑर्डर, डिलीवरी, रिफ़ंड,
 * जीएसटी इनवॉइस). `{name}` and the like are the values (amounts, order numbers, codes), the same in both languages.
 * words.test.ts checks that every text the templates mark is here and nothing here is unused.
 */
const WORDS_HI: Readonly<Record<string, string>> = {
  // Every mail
  'Hello {name},': 'नमस्ते {name} जी,',
  'This message was sent by {shop}.': 'यह ईमेल {shop} ने भेजा है।',
  'View your order': 'अपना ऑर्डर देखें',
  'View your orders': 'अपने ऑर्डर देखें',

  // Failed logins on the buyer's own account
  'your {shop} account ({email})': 'आपके {shop} खाते ({email})',
  '{shop}: failed logins on your account': '{shop}: आपके खाते पर गलत लॉगिन',
  '{failures} wrong passwords were tried on {whose} in the last {minutes} minutes.':
    'पिछले {minutes} मिनट में {whose} पर {failures} बार गलत पासवर्ड डाला गया।',
  'The account is not locked: its right password still logs in. Addresses that keep failing are made to wait longer between tries.':
    'खाता बंद नहीं हुआ है: सही पासवर्ड से लॉगिन अब भी होता है। जहाँ से बार-बार गलत कोशिश होती है, उन्हें हर कोशिश के बीच ज़्यादा रुकना पड़ता है।',
  'If this was not you, choose a new, long password with "Forgot password":':
    'अगर यह आप नहीं थे, तो "पासवर्ड भूल गए" से नया, लंबा पासवर्ड चुनें:',
  'Failed logins': 'गलत लॉगिन',

  // Password reset and the cash-on-delivery code
  '{shop}: your password reset code': '{shop}: पासवर्ड बदलने का कोड',
  'Someone asked to reset the password of your {shop} account. Your one-time code is:':
    'आपके {shop} खाते का पासवर्ड बदलने के लिए कहा गया है। आपका एक बार चलने वाला कोड है:',
  'If you did not ask for this, ignore this mail: your password stays as it is.':
    'अगर आपने यह नहीं माँगा, तो इस ईमेल को छोड़ दें: आपका पासवर्ड वही रहेगा।',
  'Or open this link to choose a new password:': 'या नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  'The code and the link work once and expire in {minutes} minutes.':
    'कोड और लिंक एक ही बार चलेंगे और {minutes} मिनट में बेकार हो जाएँगे।',
  'Or use the button to choose a new password. The code and the link work once and expire in {minutes} minutes.':
    'या नया पासवर्ड चुनने के लिए बटन दबाएँ। कोड और लिंक एक ही बार चलेंगे और {minutes} मिनट में बेकार हो जाएँगे।',
  'Reset your password': 'अपना पासवर्ड बदलें',
  'Choose a new password': 'नया पासवर्ड चुनें',
  '{shop}: your code to confirm cash on delivery': '{shop}: कैश ऑन डिलीवरी पक्का करने का कोड',
  'To pay cash on delivery at {shop} for the first time, please confirm your e-mail address at checkout with this one-time code:':
    '{shop} पर पहली बार कैश ऑन डिलीवरी से पेमेंट करने के लिए, चेकआउट पर इस कोड से अपना ईमेल पता पक्का करें:',
  'If you did not ask for this, ignore this mail: no order is placed without it.':
    'अगर आपने यह नहीं माँगा, तो इस ईमेल को छोड़ दें: इस कोड के बिना कोई ऑर्डर नहीं बनेगा।',
  'The code works once and expires in {minutes} minutes.':
    'कोड एक ही बार चलेगा और {minutes} मिनट में बेकार हो जाएगा।',
  'Confirm cash on delivery': 'कैश ऑन डिलीवरी पक्का करें',

  // A gift card issued by the shop
  'To use it, add what you like to your cart at {shop}, and at checkout type the code in the Gift card box: the card pays up to its balance and you pay the rest, if any. What is left stays on the card for next time. Your account page shows its balance.':
    'इसे इस्तेमाल करने के लिए {shop} पर अपना सामान कार्ट में डालें, और चेकआउट पर गिफ़्ट कार्ड वाले खाने में कोड लिखें: कार्ड अपने बैलेंस तक पेमेंट करेगा, बाकी (अगर हो) आप दें। जो बचेगा वह अगली बार के लिए कार्ड पर रहेगा। आपके खाते के पेज पर इसका बैलेंस दिखता है।',
  'Your gift card code:': 'आपका गिफ़्ट कार्ड कोड:',
  'Valid until {until}.': '{until} तक चलेगा।',
  'Keep this code safe: anyone who has it can spend the card.':
    'यह कोड संभालकर रखें: जिसके पास यह कोड होगा, वह कार्ड खर्च कर सकता है।',
  'You have a {shop} gift card of {amount}.': 'आपको {shop} का {amount} का गिफ़्ट कार्ड मिला है।',
  'Shop: {link}': 'खरीदारी करें: {link}',
  '{shop}: a gift card of {amount} for you': '{shop}: आपके लिए {amount} का गिफ़्ट कार्ड',
  'A gift card for you': 'आपके लिए गिफ़्ट कार्ड',
  'Shop at {shop}': '{shop} पर खरीदारी करें',

  // The order placed or confirmed
  'Thank you for your order {orderNumber}. Please keep {total} ready: you pay in cash when it is delivered.':
    'आपके ऑर्डर {orderNumber} के लिए धन्यवाद। कृपया {total} तैयार रखें: डिलीवरी के समय नकद पेमेंट करना है।',
  'Thank you for your order {orderNumber}. Your gift card paid its {card} and your order is confirmed.':
    'आपके ऑर्डर {orderNumber} के लिए धन्यवाद। आपके गिफ़्ट कार्ड से पूरे {card} का पेमेंट हो गया और आपका ऑर्डर पक्का है।',
  'Thank you for your order {orderNumber}. We have received your payment of {total} and your order is confirmed.':
    'आपके ऑर्डर {orderNumber} के लिए धन्यवाद। हमें आपका {total} का पेमेंट मिल गया है और आपका ऑर्डर पक्का है।',
  'Delivery to: {address}, {city} {pincode} (phone {phone})':
    'डिलीवरी का पता: {address}, {city} {pincode} (फ़ोन {phone})',
  'You can see your order and download its GST invoice under Account → Orders: {url}':
    'अपना ऑर्डर और उसका जीएसटी इनवॉइस खाता → ऑर्डर में देख और डाउनलोड कर सकते हैं: {url}',
  '{shop}: order {orderNumber} placed, pay {total} on delivery':
    '{shop}: ऑर्डर {orderNumber} हो गया, डिलीवरी पर {total} देना है',
  '{shop}: order {orderNumber} confirmed ({total})': '{shop}: ऑर्डर {orderNumber} पक्का ({total})',
  'Your order is placed': 'आपका ऑर्डर हो गया',
  'Your order is confirmed': 'आपका ऑर्डर पक्का है',

  // Status changes
  'order {orderNumber} is confirmed': 'ऑर्डर {orderNumber} पक्का हो गया',
  'Your order {orderNumber} is confirmed and is being prepared. We will write again when it ships.':
    'आपका ऑर्डर {orderNumber} पक्का हो गया है और तैयार हो रहा है। भेजते समय हम फिर ईमेल करेंगे।',
  'order {orderNumber} is being prepared': 'ऑर्डर {orderNumber} तैयार हो रहा है',
  'Your order is being prepared': 'आपका ऑर्डर तैयार हो रहा है',
  'We are preparing your order {orderNumber}. We will write again when it ships.':
    'हम आपका ऑर्डर {orderNumber} तैयार कर रहे हैं। भेजते समय हम फिर ईमेल करेंगे।',
  'order {orderNumber} has shipped ({courier} {trackingNumber})':
    'ऑर्डर {orderNumber} भेज दिया गया ({courier} {trackingNumber})',
  'Your order has shipped': 'आपका ऑर्डर भेज दिया गया',
  'Your order {orderNumber} has shipped with {courier}.':
    'आपका ऑर्डर {orderNumber} {courier} से भेज दिया गया है।',
  'Tracking number (AWB): {trackingNumber}': 'ट्रैकिंग नंबर (AWB): {trackingNumber}',
  'Please keep {total} ready: you pay in cash when it is delivered.':
    'कृपया {total} तैयार रखें: डिलीवरी के समय नकद पेमेंट करना है।',
  'Track your parcel': 'अपना पार्सल ट्रैक करें',
  'order {orderNumber} is delivered': 'ऑर्डर {orderNumber} की डिलीवरी हो गई',
  'Your order is delivered': 'आपके ऑर्डर की डिलीवरी हो गई',
  'Your order {orderNumber} is delivered. Thank you for shopping with us.':
    'आपके ऑर्डर {orderNumber} की डिलीवरी हो गई है। हमसे खरीदारी के लिए धन्यवाद।',
  'order {orderNumber} is cancelled': 'ऑर्डर {orderNumber} रद्द हो गया',
  'Your order is cancelled': 'आपका ऑर्डर रद्द हो गया',
  'We are sorry: we could not fulfil your order {orderNumber}, and it is cancelled.':
    'माफ़ कीजिए: हम आपका ऑर्डर {orderNumber} पूरा नहीं कर पाए, इसलिए यह रद्द कर दिया गया है।',
  'Reason: {note}': 'कारण: {note}',
  'What you paid is refunded to you; we will write when the refund is sent.':
    'आपका दिया हुआ पैसा वापस किया जाएगा; रिफ़ंड भेजते ही हम ईमेल करेंगे।',

  // The money block of an order
  'Total paid': 'कुल पेमेंट हुआ',
  'To pay on delivery': 'डिलीवरी पर देना है',
  'Order total': 'ऑर्डर की कुल रकम',
  'Paid by gift card': 'गिफ़्ट कार्ड से पेमेंट',
  'Paid in cash': 'नकद पेमेंट',
  'Paid by PhonePe': 'PhonePe से पेमेंट',
  'To pay': 'देना है',
  'Expected delivery: {dates}': 'डिलीवरी की उम्मीद: {dates}',
  'Delivered on {day}': '{day} को डिलीवरी हुई',
  Delivered: 'डिलीवरी हो गई',
  'Cancelled on {day}': '{day} को रद्द हुआ',
  Cancelled: 'रद्द हुआ',
  'Discount ({code})': 'डिस्काउंट ({code})',
  code: 'कोड',
  'Express delivery': 'एक्सप्रेस डिलीवरी',
  'Standard delivery': 'स्टैंडर्ड डिलीवरी',
  '{method} (free with {code})': '{method} ({code} से मुफ़्त)',
  'a code': 'कोड',
  Free: 'मुफ़्त',
  'Fragile packaging': 'नाज़ुक सामान की पैकिंग',
  'Cash-on-delivery fee': 'कैश ऑन डिलीवरी शुल्क',
  'Taxable value': 'टैक्स योग्य रकम',
  'Order {orderNumber} · Invoice {invoiceNumber}': 'ऑर्डर {orderNumber} · इनवॉइस {invoiceNumber}',
  'Order {orderNumber}': 'ऑर्डर {orderNumber}',
  'GST included in the total:': 'कुल रकम में जीएसटी शामिल है:',

  // Cancellation, returns and refunds
  'Your order {orderNumber} is cancelled, as you asked.':
    'आपके कहने पर आपका ऑर्डर {orderNumber} रद्द कर दिया गया है।',
  '{amount} went back to the gift card you paid with, at once.':
    '{amount} उसी समय उस गिफ़्ट कार्ड पर वापस चले गए जिससे आपने पेमेंट किया था।',
  'We are refunding {amount} to the account you paid from. It reaches you within {min}–{max} business days; we will write again when it is done.':
    'हम {amount} उसी खाते में वापस भेज रहे हैं जिससे आपने पेमेंट किया था। यह {min}–{max} कामकाजी दिनों में पहुँच जाएगा; पूरा होने पर हम फिर ईमेल करेंगे।',
  'Nothing else was charged, so there is nothing more to refund.':
    'इसके अलावा कोई पैसा नहीं लिया गया था, इसलिए और कुछ वापस नहीं करना है।',
  'Nothing was charged for it, so there is nothing to refund.':
    'इसके लिए कोई पैसा नहीं लिया गया था, इसलिए कुछ वापस नहीं करना है।',
  'your return for order {orderNumber} is approved': 'ऑर्डर {orderNumber} का रिटर्न मंज़ूर हो गया',
  'your return for order {orderNumber} was not accepted': 'ऑर्डर {orderNumber} का रिटर्न मंज़ूर नहीं हुआ',
  'Your return is approved': 'आपका रिटर्न मंज़ूर हो गया',
  'Your return was not accepted': 'आपका रिटर्न मंज़ूर नहीं हुआ',
  'We have approved your return for order {orderNumber}. Please pack the items in their original packaging and send them back, or hand them to our delivery partner when they call. We refund once they reach us and are checked.':
    'हमने ऑर्डर {orderNumber} का आपका रिटर्न मंज़ूर कर दिया है। कृपया सामान उसकी असली पैकिंग में पैक करके वापस भेजें, या हमारे डिलीवरी वाले के फ़ोन करने पर उन्हें दे दें। सामान हमारे पास पहुँचकर जाँच होने के बाद हम रिफ़ंड करेंगे।',
  'We could not accept your return for order {orderNumber}.':
    'हम ऑर्डर {orderNumber} का आपका रिटर्न मंज़ूर नहीं कर पाए।',
  'Note from the shop: {note}': 'दुकान की ओर से: {note}',
  'Your gift card code is {code}. Enter it in the Gift card box at checkout to spend it; it is valid until {until}. Keep this mail: we do not send the code again.':
    'आपका गिफ़्ट कार्ड कोड {code} है। इसे खर्च करने के लिए चेकआउट पर गिफ़्ट कार्ड वाले खाने में लिखें; यह {until} तक चलेगा। यह ईमेल संभालकर रखें: हम यह कोड दोबारा नहीं भेजते।',
  'Your gift card ending {last4} now has {balance} (valid until {until}).':
    '{last4} पर ख़त्म होने वाले आपके गिफ़्ट कार्ड में अब {balance} हैं ({until} तक चलेगा)।',
  'We have refunded {amount} for order {orderNumber} as store credit, on a gift card in your name, at once.':
    'हमने ऑर्डर {orderNumber} के {amount} उसी समय स्टोर क्रेडिट के रूप में, आपके नाम के गिफ़्ट कार्ड पर वापस कर दिए हैं।',
  'Of your refund of {amount} for order {orderNumber}, {card} went back to the gift card you paid with, at once.':
    'ऑर्डर {orderNumber} के {amount} के रिफ़ंड में से {card} उसी समय उस गिफ़्ट कार्ड पर वापस चले गए जिससे आपने पेमेंट किया था।',
  'We have sent {amount} for order {orderNumber} by {how} (reference {utr}).':
    'हमने ऑर्डर {orderNumber} के {amount} {how} से भेज दिए हैं (रेफ़रेंस {utr})।',
  'bank transfer': 'बैंक ट्रांसफ़र',
  'We have asked our payment provider to refund {amount} for order {orderNumber} to the account you paid from. It reaches you within {min}–{max} business days.':
    'हमने पेमेंट कंपनी से ऑर्डर {orderNumber} के {amount} उसी खाते में वापस भेजने को कहा है जिससे आपने पेमेंट किया था। यह {min}–{max} कामकाजी दिनों में पहुँच जाएगा।',
  'A credit note for the refund is in your account, under the order.':
    'रिफ़ंड का क्रेडिट नोट आपके खाते में, ऑर्डर के नीचे है।',
  'Its credit note will be in your account, under the order, once your bank confirms the refund; we will write to you then.':
    'आपका बैंक रिफ़ंड पक्का करते ही इसका क्रेडिट नोट आपके खाते में, ऑर्डर के नीचे आ जाएगा; तब हम आपको ईमेल करेंगे।',
  'refund of {amount} for order {orderNumber} added to store credit':
    'ऑर्डर {orderNumber} का {amount} का रिफ़ंड स्टोर क्रेडिट में जुड़ा',
  'refund of {amount} for order {orderNumber} sent': 'ऑर्डर {orderNumber} का {amount} का रिफ़ंड भेजा गया',
  'Your refund is store credit': 'आपका रिफ़ंड स्टोर क्रेडिट में है',
  'Your refund is sent': 'आपका रिफ़ंड भेज दिया गया',
  'Your refund is on its way': 'आपका रिफ़ंड रास्ते में है',
  'refund of {amount} for order {orderNumber} completed': 'ऑर्डर {orderNumber} का {amount} का रिफ़ंड पूरा हुआ',
  'Your refund is complete': 'आपका रिफ़ंड पूरा हुआ',
  '{amount} for order {orderNumber} has been refunded to your account. The bank reference (UTR) is {utr}.':
    'ऑर्डर {orderNumber} के {amount} आपके खाते में वापस आ गए हैं। बैंक रेफ़रेंस (UTR) {utr} है।',
  '{amount} for order {orderNumber} has been refunded to your account.':
    'ऑर्डर {orderNumber} के {amount} आपके खाते में वापस आ गए हैं।',
  'Its credit note is in your account, under the order.': 'इसका क्रेडिट नोट आपके खाते में, ऑर्डर के नीचे है।',

  // Wishlist alerts
  'You get this because you asked for it on your wishlist at {shop}.':
    'यह ईमेल आपको इसलिए मिला क्योंकि आपने {shop} पर अपनी विशलिस्ट में इसे माँगा था।',
  'To stop all wishlist mails, open {unsubscribe} (one press, no login). To change single products, see {manage}.':
    'विशलिस्ट के सारे ईमेल बंद करने के लिए {unsubscribe} खोलें (एक क्लिक, लॉगिन नहीं)। किसी एक सामान के लिए बदलने को {manage} देखें।',
  'See it: {link}': 'देखें: {link}',
  'Stop all wishlist mails': 'विशलिस्ट के सारे ईमेल बंद करें',
  'change single products': 'एक-एक सामान के लिए बदलें',
  'See the product': 'सामान देखें',
  '{stop} (one press, no login) or {change}.': '{stop} (एक क्लिक, लॉगिन नहीं) या {change}।',
  'Back in stock': 'फिर से स्टॉक में',
  '{shop}: {title} is back in stock': '{shop}: {title} फिर से स्टॉक में है',
  '{title} is back in stock at {price}. It may sell out again, so do not wait too long.':
    '{title} फिर से स्टॉक में है, {price} में। यह फिर ख़त्म हो सकता है, इसलिए ज़्यादा देर न करें।',
  'Price drop': 'दाम घटा',
  '{shop}: {title} is now {price}': '{shop}: {title} अब {price} में',
  '{title} is now {price}, down from {before} when you saved it. We tell you of a price drop on one product at most once in {days} days.':
    '{title} अब {price} में है; सेव करते समय {before} था। एक सामान के दाम घटने की ख़बर हम {days} दिन में ज़्यादा से ज़्यादा एक बार देते हैं।',
  '{title} is now {price}, down from {before} when we last told you. We tell you of a price drop on one product at most once in {days} days.':
    '{title} अब {price} में है; पिछली बार बताते समय {before} था। एक सामान के दाम घटने की ख़बर हम {days} दिन में ज़्यादा से ज़्यादा एक बार देते हैं।',
};

export default WORDS_HI;
