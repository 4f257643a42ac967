/**
 * The API's buyer-facing messages in Hindi (issue 50, decision 037): the English message as the server sends it
 * is the key, as in the storefront's catalogues, so the English answers stay exactly SPEC's. A message that
 * carries a value (a product's name, a quantity, an amount, a wait) has a pattern; its groups go into the Hindi
 * in order ($1, $2 …). server/i18n/api-messages.ts applies it to every /api answer asked for in Hindi, except
 * the admin's. messages-hi.test.ts checks that each entry is a message the server really sends.
 */
export const MESSAGES_HI: Readonly<Record<string, string>> = {
  // Stock and cart
  'This item is out of stock': 'यह सामान अभी स्टॉक में नहीं है',
  'Product not found': 'यह सामान नहीं मिला',
  'This item is not in your cart': 'यह सामान आपके कार्ट में नहीं है',
  'Product is added to cart': 'सामान कार्ट में जुड़ गया',
  'Cart updated': 'कार्ट अपडेट हो गया',
  'Item removed from cart': 'सामान कार्ट से हटा दिया गया',
  // Checkout and orders
  'Your cart is empty. Please add items to proceed': 'आपका कार्ट खाली है। आगे बढ़ने के लिए सामान जोड़ें',
  'Order amount must be greater than zero': 'ऑर्डर की रकम शून्य से ज़्यादा होनी चाहिए',
  'Please select one address to proceed.': 'आगे बढ़ने के लिए एक पता चुनें।',
  'Please enter your full name': 'कृपया अपना पूरा नाम लिखें',
  'Please enter your name on one line, without line breaks or control characters':
    'कृपया अपना नाम एक ही लाइन में लिखें',
  'Failed to initiate payment': 'पेमेंट शुरू नहीं हो सका',
  'Orders above ₹1,00,00,000.00 cannot be paid online. Please contact us.':
    '₹1,00,00,000.00 से ऊपर के ऑर्डर का पेमेंट ऑनलाइन नहीं हो सकता। कृपया हमसे संपर्क करें।',
  'Please choose the state or union territory of the delivery address.':
    'कृपया डिलीवरी पते का राज्य या केंद्र शासित प्रदेश चुनें।',
  'Your cart changed while your order was being placed. Please check your cart and place the order again.':
    'ऑर्डर देते समय आपका कार्ट बदल गया। कृपया कार्ट देखकर दोबारा ऑर्डर करें।',
  'Your order is still being placed. Please check My Orders in a moment before trying again.':
    'आपका ऑर्डर अभी बन रहा है। दोबारा कोशिश करने से पहले थोड़ी देर में मेरे ऑर्डर देखें।',
  'Order not found': 'ऑर्डर नहीं मिला',
  'You can only view your own orders': 'आप सिर्फ़ अपने ऑर्डर देख सकते हैं',
  'You can only pay for your own orders': 'आप सिर्फ़ अपने ऑर्डर का पेमेंट कर सकते हैं',
  'Payment successful. Your order is confirmed.': 'पेमेंट हो गया। आपका ऑर्डर पक्का है।',
  'Your payment is still being processed. Please check again in a moment.':
    'आपका पेमेंट अभी प्रोसेस हो रहा है। थोड़ी देर में फिर देखें।',
  'Payment failed or cancelled': 'पेमेंट नहीं हुआ या रद्द हो गया',
  'Order placed and paid with your gift card.': 'ऑर्डर हो गया, पेमेंट आपके गिफ़्ट कार्ड से हुआ।',
  'Order placed. Please pay in cash when it is delivered.': 'ऑर्डर हो गया। डिलीवरी के समय नकद पेमेंट करें।',
  'Please confirm your e-mail address with the code we sent you before your first cash-on-delivery order.':
    'पहले कैश ऑन डिलीवरी ऑर्डर से पहले, हमारे भेजे कोड से अपना ईमेल पता पक्का करें।',
  'We have sent a 6-digit code to your e-mail address. It expires in 10 minutes.':
    'हमने आपके ईमेल पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक चलेगा।',
  'Thank you. Your e-mail address is confirmed, so you can pay cash on delivery.':
    'धन्यवाद। आपका ईमेल पक्का हो गया, अब आप कैश ऑन डिलीवरी से पेमेंट कर सकते हैं।',
  'Please enter the 6-digit code from the e-mail': 'कृपया ईमेल में आया 6 अंकों का कोड लिखें',
  // Discount codes and gift cards
  'This code is not valid': 'यह कोड सही नहीं है',
  'This code is not valid yet': 'यह कोड अभी चालू नहीं हुआ है',
  'This code has expired': 'इस कोड की तारीख निकल गई है',
  'This code has been used up': 'यह कोड पूरा इस्तेमाल हो चुका है',
  'You have already used this code': 'आप यह कोड पहले ही इस्तेमाल कर चुके हैं',
  'This code is for your first order only': 'यह कोड सिर्फ़ पहले ऑर्डर के लिए है',
  'This code gives free standard delivery only': 'इस कोड से सिर्फ़ स्टैंडर्ड डिलीवरी मुफ़्त होती है',
  'Delivery is already free on this order': 'इस ऑर्डर पर डिलीवरी पहले से मुफ़्त है',
  'The discount code must be text': 'डिस्काउंट कोड अक्षरों में लिखें',
  'The gift card code must be text': 'गिफ़्ट कार्ड कोड अक्षरों में लिखें',
  'This gift card code is not valid. Please check it and try again.':
    'यह गिफ़्ट कार्ड कोड सही नहीं है। कृपया जाँचकर फिर से लिखें।',
  'This gift card has been disabled': 'यह गिफ़्ट कार्ड बंद कर दिया गया है',
  'This gift card has expired': 'इस गिफ़्ट कार्ड की तारीख निकल गई है',
  'This gift card has no balance left': 'इस गिफ़्ट कार्ड में बैलेंस नहीं बचा है',
  'This gift card no longer has enough balance. Please review your order again.':
    'इस गिफ़्ट कार्ड में अब पूरा बैलेंस नहीं है। कृपया अपना ऑर्डर फिर से देखें।',
  // Accounts
  'Registration successful. Please log in.': 'रजिस्ट्रेशन हो गया। कृपया लॉगिन करें।',
  'An account with this email already exists. Please log in instead.':
    'इस ईमेल से पहले ही खाता बना है। कृपया लॉगिन करें।',
  'Logged in successfully': 'लॉगिन हो गया',
  'Incorrect email or password': 'ईमेल या पासवर्ड गलत है',
  'Logged out successfully': 'लॉगआउट हो गया',
  'OTP sent to your email (if the address exists).': 'OTP आपके ईमेल पर भेजा गया (अगर यह पता हमारे पास है)।',
  'Password reset successful. You can login now.': 'पासवर्ड बदल गया। अब आप लॉगिन कर सकते हैं।',
  'Not logged in': 'आप लॉगिन नहीं हैं',
  'Please log in to continue': 'आगे बढ़ने के लिए लॉगिन करें',
  'You are not allowed to do this': 'आप यह नहीं कर सकते',
  'Invalid or expired code': 'कोड गलत है या उसका समय निकल गया',
  'The code from the email is required': 'ईमेल में आया कोड लिखें',
  'Password is required': 'पासवर्ड लिखें',
  'User name is required': 'नाम लिखें',
  'User name contains invalid characters': 'नाम में गलत अक्षर हैं',
  'Email is required': 'ईमेल लिखें',
  'Email is too long': 'ईमेल बहुत लंबा है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता लिखें',
  'Account not found': 'खाता नहीं मिला',
  "Language must be 'en' or 'hi'": "भाषा 'en' या 'hi' होनी चाहिए",
  'Your settings are saved': 'आपकी सेटिंग सेव हो गई',
  // Addresses
  'You can add max 3 addresses': 'आप ज़्यादा से ज़्यादा 3 पते जोड़ सकते हैं',
  'Address not found': 'पता नहीं मिला',
  'Address added successfully': 'पता जुड़ गया',
  'Address updated successfully': 'पता अपडेट हो गया',
  'Address deleted successfully': 'पता हटा दिया गया',
  'Pincode must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
  'Pincode is required': 'पिनकोड लिखें',
  'Phone must be a 10-digit mobile number': 'फ़ोन 10 अंकों का मोबाइल नंबर होना चाहिए',
  'Phone is required': 'फ़ोन नंबर लिखें',
  // Wishlist and reviews
  'Saved to your wishlist': 'विशलिस्ट में सेव हो गया',
  'Your wishlist is updated': 'आपकी विशलिस्ट अपडेट हो गई',
  'Removed from your wishlist': 'विशलिस्ट से हटा दिया गया',
  'This product is not in your wishlist': 'यह सामान आपकी विशलिस्ट में नहीं है',
  'Rating must be from 1 to 5': 'रेटिंग 1 से 5 के बीच दें',
  'Rating must be a number': 'रेटिंग एक नंबर होनी चाहिए',
  'Review message is required': 'रिव्यू लिखें',
  'Review message contains invalid characters': 'रिव्यू में गलत अक्षर हैं',
  // Returns
  'Please tell us where to send your refund: a UPI id, or a bank account number and IFSC':
    'बताएँ कि रिफ़ंड कहाँ भेजें: UPI id, या बैंक खाता नंबर और IFSC',
  'A refund of an online payment goes back to the account you paid from':
    'ऑनलाइन पेमेंट का रिफ़ंड उसी खाते में जाता है जिससे पेमेंट हुआ था',
  'Please enter a UPI id such as name@okbank': 'कृपया UPI id लिखें, जैसे name@okbank',
  'Please enter the bank account number: 9 to 18 digits': 'कृपया बैंक खाता नंबर लिखें: 9 से 18 अंक',
  'Please enter the IFSC: 11 characters such as SBIN0001234': 'कृपया IFSC लिखें: 11 अक्षर, जैसे SBIN0001234',
  'Return not found': 'रिटर्न नहीं मिला',
  'Your order is cancelled': 'आपका ऑर्डर रद्द हो गया',
  'Your order is cancelled and your refund is on its way': 'आपका ऑर्डर रद्द हो गया और आपका रिफ़ंड रास्ते में है',
  'This order has already ended': 'यह ऑर्डर पहले ही बंद हो चुका है',
  'This order has left the shop, so it can no longer be cancelled. You can return it once it is delivered.':
    'यह ऑर्डर दुकान से निकल चुका है, इसलिए अब रद्द नहीं हो सकता। डिलीवरी के बाद आप इसे रिटर्न कर सकते हैं।',
  'Your return request is sent. The shop will reply by e-mail.':
    'आपकी रिटर्न की माँग भेज दी गई है। दुकान ईमेल से जवाब देगी।',
  'Items can be returned once the order is delivered': 'डिलीवरी होने के बाद ही सामान रिटर्न हो सकता है',
  'This order has no such item': 'इस ऑर्डर में ऐसा कोई सामान नहीं है',
  // Requests in general
  'Not found': 'नहीं मिला',
  'Too many requests. Please try again later.': 'बहुत ज़्यादा कोशिशें हुईं। कृपया थोड़ी देर बाद कोशिश करें।',
  'The request body is not valid JSON': 'भेजी गई जानकारी सही नहीं है',
  'The request body must be a JSON object': 'भेजी गई जानकारी सही नहीं है',
  'The shop is busy right now. Please try again in a few seconds.':
    'दुकान अभी व्यस्त है। कृपया कुछ सेकंड बाद कोशिश करें।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The payment provider is not available right now. Please try again.':
    'पेमेंट सेवा अभी उपलब्ध नहीं है। कृपया फिर से कोशिश करें।',
};

/**
 * Messages with values. The English pattern matches the whole message; `$1`… in the Hindi are its groups.
 * A wait ("5 minutes", "a second") is itself translated through WAITS_HI.
 */
export const PATTERNS_HI: readonly { en: RegExp; hi: string }[] = [
  { en: /^Only (\d+) quantity can be added for this item$/, hi: 'इस सामान की सिर्फ़ $1 मात्रा जोड़ी जा सकती है' },
  { en: /^Only (\d+) quantity available for (.+)$/, hi: '$2 की सिर्फ़ $1 मात्रा उपलब्ध है' },
  { en: /^(.+) is out of stock$/, hi: '$1 स्टॉक में नहीं है' },
  {
    en: /^An order can have at most (\d+) different items; your cart has (\d+)\. Please remove some items and place them in another order\.$/,
    hi: 'एक ऑर्डर में ज़्यादा से ज़्यादा $1 अलग सामान हो सकते हैं; आपके कार्ट में $2 हैं। कुछ सामान हटाकर उन्हें दूसरे ऑर्डर में लें।',
  },
  {
    en: /^An order can have at most (\d+) of one item\. Please reduce (.+) to (\d+) or fewer\. For larger quantities, please contact us\.$/,
    hi: 'एक ऑर्डर में एक सामान ज़्यादा से ज़्यादा $1 हो सकता है। कृपया $2 को $3 या कम करें। ज़्यादा मात्रा के लिए हमसे संपर्क करें।',
  },
  {
    en: /^Orders above (₹[\d,.]+) cannot be paid online\. Please contact us\.$/,
    hi: '$1 से ऊपर के ऑर्डर का पेमेंट ऑनलाइन नहीं हो सकता। कृपया हमसे संपर्क करें।',
  },
  {
    en: /^You already have (\d+) orders waiting for payment\. Please pay for one of them, or try again in (.+) when they expire\.$/,
    hi: 'आपके $1 ऑर्डर पेमेंट के इंतज़ार में हैं। कृपया उनमें से एक का पेमेंट करें, या $2 बाद फिर कोशिश करें जब उनका समय निकल जाए।',
  },
  {
    en: /^Your items have been held for (\d+) minutes without payment, so they have been released for other customers\. Please try again in (.+)\.$/,
    hi: 'आपका सामान $1 मिनट तक बिना पेमेंट के रोका गया था, इसलिए दूसरे ग्राहकों के लिए छोड़ दिया गया है। कृपया $2 बाद फिर कोशिश करें।',
  },
  {
    en: /^An order can be cancelled within (\d+) hours? of placing it$/,
    hi: 'ऑर्डर देने के $1 घंटे के अंदर ही रद्द हो सकता है',
  },
  {
    en: /^Items can be returned within (\d+) days? of delivery$/,
    hi: 'डिलीवरी के $1 दिन के अंदर ही सामान रिटर्न हो सकता है',
  },
  { en: /^You can return at most (\d+) of (.+)$/, hi: '$2 में से ज़्यादा से ज़्यादा $1 रिटर्न कर सकते हैं' },
  { en: /^(.+) is already in a return request$/, hi: '$1 पहले से रिटर्न की माँग में है' },
  { en: /^This code is for (.+) products only$/, hi: 'यह कोड सिर्फ़ $1 सामान के लिए है' },
  { en: /^Add (₹[\d,.]+) more to use this code$/, hi: 'यह कोड इस्तेमाल करने के लिए $1 का सामान और जोड़ें' },
  {
    en: /^Your wishlist is full: it holds at most (\d+) products\. Remove one to save another\.$/,
    hi: 'आपकी विशलिस्ट भर गई है: इसमें ज़्यादा से ज़्यादा $1 सामान आते हैं। नया सेव करने के लिए एक हटाएँ।',
  },
  {
    en: /^We could not tell the state from pincode (\d+)\. Please choose the state or union territory\.$/,
    hi: 'पिनकोड $1 से राज्य पता नहीं चला। कृपया राज्य या केंद्र शासित प्रदेश चुनें।',
  },
  { en: /^We could not find pincode (.+)\. Please check it\.$/, hi: 'पिनकोड $1 नहीं मिला। कृपया जाँच लें।' },
  { en: /^No such endpoint: (.+)$/, hi: 'यह पता मौजूद नहीं है: $1' },
  { en: /^Password must be at least (\d+) characters$/, hi: 'पासवर्ड कम से कम $1 अक्षर का हो' },
  { en: /^Password must be at most (\d+) characters$/, hi: 'पासवर्ड ज़्यादा से ज़्यादा $1 अक्षर का हो' },
  { en: /^User name must be at most (\d+) characters$/, hi: 'नाम ज़्यादा से ज़्यादा $1 अक्षर का हो' },
  {
    en: /^Too many failed login attempts\. Please wait (.+) and try again\.$/,
    hi: 'कई बार गलत लॉगिन हुआ। कृपया $1 रुककर फिर कोशिश करें।',
  },
  {
    en: /^Too many logins from your network\. Please wait (.+) and try again\.$/,
    hi: 'आपके नेटवर्क से बहुत ज़्यादा लॉगिन हुए। कृपया $1 रुककर फिर कोशिश करें।',
  },
  {
    en: /^Too many logins from your network\. Please try again in (.+)\.$/,
    hi: 'आपके नेटवर्क से बहुत ज़्यादा लॉगिन हुए। कृपया $1 बाद फिर कोशिश करें।',
  },
  {
    en: /^Too many registrations from your network\. Please try again in (.+)\.$/,
    hi: 'आपके नेटवर्क से बहुत ज़्यादा रजिस्ट्रेशन हुए। कृपया $1 बाद फिर कोशिश करें।',
  },
  {
    en: /^Please wait (\d+) seconds before requesting another code\.$/,
    hi: 'नया कोड माँगने से पहले $1 सेकंड रुकें।',
  },
  {
    en: /^Too many code requests(?: for this email| from your network)?(?: today)?\. Please try again in (.+)\.$/,
    hi: 'बहुत बार कोड माँगा गया। कृपया $1 बाद फिर कोशिश करें।',
  },
  {
    en: /^Too many wrong codes\. Please wait (.+) and try again\.$/,
    hi: 'कई बार गलत कोड डाला गया। कृपया $1 रुककर फिर कोशिश करें।',
  },
  { en: /^(Address|City|Notes) is required$/, hi: '$1 लिखें' },
  { en: /^(Address|City|Notes) must be at most (\d+) characters$/, hi: '$1 ज़्यादा से ज़्यादा $2 अक्षर का हो' },
  { en: /^(Address|City|Notes) contains invalid characters$/, hi: '$1 में गलत अक्षर हैं' },
];

/** The waits the rate limits name (server/lib/rate-limit.ts inWords and inMinutes), in Hindi. */
export const WAITS_HI: readonly { en: RegExp; hi: string }[] = [
  { en: /^a second$/, hi: 'एक सेकंड' },
  { en: /^a minute$/, hi: 'एक मिनट' },
  { en: /^an hour$/, hi: 'एक घंटा' },
  { en: /^(\d+) seconds$/, hi: '$1 सेकंड' },
  { en: /^(\d+) minutes$/, hi: '$1 मिनट' },
  { en: /^(\d+) hours$/, hi: '$1 घंटे' },
];

/** The form fields whose names appear in the patterns above, in Hindi. */
export const FIELDS_HI: Readonly<Record<string, string>> = {
  Address: 'पता',
  City: 'शहर',
  Notes: 'नोट',
};
