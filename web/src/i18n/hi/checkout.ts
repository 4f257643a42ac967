import type { Messages } from '../i18n';

/** Hindi for the storefront's "checkout" area (issue 50): English text as the code has it → Hindi as a shopkeeper says it. */
export default {
  // The page and its steps.
  Checkout: 'चेकआउट',
  'Checkout steps': 'चेकआउट के चरण',
  Shipping: 'पता',
  Payment: 'पेमेंट',
  '(done)': '(पूरा)',
  'Your cart is empty.': 'आपका कार्ट खाली है।',
  'Add products to place an order.': 'ऑर्डर करने के लिए सामान डालें।',
  'Browse products': 'सामान देखें',
  Continue: 'आगे बढ़ें',
  Email: 'ईमेल',

  // Step 1: the address book and the address form (features/addresses).
  'Shipping address': 'डिलीवरी का पता',
  Address: 'पता',
  City: 'शहर',
  Pincode: 'पिनकोड',
  Phone: 'फ़ोन',
  Notes: 'नोट',

  // Step 1: contact.
  Contact: 'संपर्क',
  'The order confirmation and GST invoice are sent here.': 'ऑर्डर की पुष्टि और जीएसटी इनवॉइस यहीं भेजे जाएँगे।',
  'Full name': 'पूरा नाम',
  'GSTIN (optional)': 'जीएसटीआईएन (ज़रूरी नहीं)',
  'Buying for a business? Your GSTIN goes on the tax invoice, so you can claim input tax credit.':
    'दुकान या कारोबार के लिए खरीद रहे हैं? आपका जीएसटीआईएन टैक्स इनवॉइस पर आएगा, ताकि आप इनपुट टैक्स क्रेडिट ले सकें।',

  // Checkout's own checks (common/contracts/orders.ts, listed in features/orders/checkout-messages.ts).
  'Your cart is empty. Please add items to proceed': 'आपका कार्ट खाली है। आगे बढ़ने के लिए सामान डालें',
  'Order amount must be greater than zero': 'ऑर्डर की रकम शून्य से ज़्यादा होनी चाहिए',
  'Please select one address to proceed.': 'आगे बढ़ने के लिए कृपया एक पता चुनें।',
  'Please enter your full name': 'कृपया अपना पूरा नाम डालें',
  'Please enter your name on one line, without line breaks or control characters':
    'कृपया अपना नाम एक ही लाइन में लिखें, बिना नई लाइन या खास चिह्नों के',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Failed to initiate payment': 'पेमेंट शुरू नहीं हो पाया',
  'Buyer GSTIN must be a 15-character GSTIN: 2-digit state code, PAN, entity number, Z and a check character':
    'खरीदार का जीएसटीआईएन 15 अक्षर का होना चाहिए: 2 अंकों का राज्य कोड, पैन, इकाई नंबर, Z और एक जाँच अक्षर',
  'Buyer GSTIN must start with the code of an Indian state or union territory (01–38)':
    'खरीदार का जीएसटीआईएन किसी भारतीय राज्य या केंद्र शासित प्रदेश के कोड (01–38) से शुरू होना चाहिए',
  'Buyer GSTIN has a wrong check character (the last one): please check it for a typing mistake':
    'खरीदार के जीएसटीआईएन का जाँच अक्षर (आखिरी अक्षर) गलत है: कृपया देख लें, कहीं टाइप करने में गलती तो नहीं',
  'Only {left} quantity available for {title}': '{title} के सिर्फ़ {left} नग बचे हैं',
  '{title} is out of stock': '{title} स्टॉक में नहीं है',
  'Could not work out the delivery charges for this address. Please try again.':
    'इस पते के लिए डिलीवरी चार्ज नहीं निकल पाया। कृपया फिर से कोशिश करें।',
  'Could not check the discount code. Please try again.': 'डिस्काउंट कोड जाँच नहीं पाए। कृपया फिर से कोशिश करें।',
  'Could not check the gift card. Please try again.': 'गिफ़्ट कार्ड जाँच नहीं पाए। कृपया फिर से कोशिश करें।',

  // Step 2: delivery.
  'Delivery method': 'डिलीवरी का तरीका',
  'Loading delivery options': 'डिलीवरी के तरीके लोड हो रहे हैं',
  'Delivery zone:': 'डिलीवरी क्षेत्र:',
  'Local delivery': 'लोकल डिलीवरी',
  'Within {state}': '{state} के अंदर',
  'Rest of India': 'बाकी भारत',
  'Checking delivery to {pincode}…': '{pincode} पर डिलीवरी देख रहे हैं…',
  'Could not work out delivery to this address.': 'इस पते पर डिलीवरी का पता नहीं चल पाया।',
  'Add products to your cart to see the delivery options.': 'डिलीवरी के तरीके देखने के लिए कार्ट में सामान डालें।',
  'Choose a delivery address to see the delivery options, their charges and dates.':
    'डिलीवरी के तरीके, उनका चार्ज और तारीख देखने के लिए डिलीवरी का पता चुनें।',
  'Choose an address we deliver to, to see the delivery options.':
    'डिलीवरी के तरीके देखने के लिए ऐसा पता चुनें जहाँ हम डिलीवरी करते हैं।',
  Arrives: 'पहुँचेगा',
  'Add {amount} more for free standard delivery.': 'स्टैंडर्ड डिलीवरी मुफ़्त पाने के लिए {amount} का सामान और डालें।',

  // Step 3: payment.
  'Payment method': 'पेमेंट का तरीका',
  'UPI, cards or net banking on PhonePe’s secure page': 'PhonePe के सुरक्षित पेज पर UPI, कार्ड या नेट बैंकिंग',
  'Cash on delivery': 'कैश ऑन डिलीवरी',
  '+ {fee} cash handling': '+ {fee} कैश हैंडलिंग',
  'No extra fee': 'कोई अलग चार्ज नहीं',
  'Pay in cash when your order is delivered.': 'ऑर्डर पहुँचने पर नकद पैसे दें।',
  'Cash on delivery is not available for this order.': 'इस ऑर्डर पर कैश ऑन डिलीवरी नहीं मिलेगी।',
  'Checking whether you can pay cash on delivery…': 'देख रहे हैं कि कैश ऑन डिलीवरी मिल सकती है या नहीं…',
  'Add products to your cart to pay cash on delivery.': 'कैश ऑन डिलीवरी के लिए कार्ट में सामान डालें।',
  'Choose a delivery address to see whether you can pay cash on delivery.':
    'कैश ऑन डिलीवरी मिलेगी या नहीं, यह देखने के लिए डिलीवरी का पता चुनें।',
  'Choose an address we deliver to, to pay cash on delivery.':
    'कैश ऑन डिलीवरी के लिए ऐसा पता चुनें जहाँ हम डिलीवरी करते हैं।',
  'Could not work out the cash-on-delivery charges.': 'कैश ऑन डिलीवरी का चार्ज नहीं निकल पाया।',

  // Cash on delivery's e-mail code.
  'Confirm your e-mail': 'अपना ईमेल पक्का करें',
  'Before your first cash-on-delivery order, please confirm your e-mail address.':
    'पहले कैश ऑन डिलीवरी ऑर्डर से पहले, कृपया अपना ईमेल पता पक्का करें।',
  'We send a 6-digit code to': 'हम 6 अंकों का कोड इस पते पर भेजते हैं:',
  'Send code': 'कोड भेजें',
  'Send a new code': 'नया कोड भेजें',
  '6-digit code': '6 अंकों का कोड',
  'Could not send the code. Please try again.': 'कोड नहीं भेज पाए। कृपया फिर से कोशिश करें।',
  'Could not check the code. Please try again.': 'कोड जाँच नहीं पाए। कृपया फिर से कोशिश करें।',
  'Please confirm your e-mail address with the code we sent you before your first cash-on-delivery order.':
    'पहले कैश ऑन डिलीवरी ऑर्डर से पहले, कृपया हमारे भेजे कोड से अपना ईमेल पता पक्का करें।',
  'Please enter the 6-digit code from the e-mail': 'कृपया ईमेल में आया 6 अंकों का कोड डालें',

  // The order summary, with the discount and gift card boxes.
  'Order summary': 'ऑर्डर का हिसाब',
  'Loading your order summary': 'ऑर्डर का हिसाब लोड हो रहा है',
  'Could not load your cart.': 'आपका कार्ट लोड नहीं हो पाया।',
  '{count} items in your order': 'आपके ऑर्डर में {count} सामान',
  Quantity: 'मात्रा',
  'Only {count} left in stock': 'स्टॉक में सिर्फ़ {count} बचे हैं',
  'Out of stock': 'स्टॉक में नहीं',
  'Your cart is empty': 'आपका कार्ट खाली है',
  'Add products to your cart to place an order.': 'ऑर्डर करने के लिए कार्ट में सामान डालें।',
  Items: 'सामान',
  'Delivery charge': 'डिलीवरी चार्ज',
  'Choose an address': 'पता चुनें',
  'Not available': 'उपलब्ध नहीं',
  'Not known yet': 'अभी पता नहीं',
  'Working it out…': 'हिसाब लग रहा है…',
  'Delivery to {state}:': '{state} में डिलीवरी:',
  'IGST (another state)': 'IGST (दूसरा राज्य)',
  'Paid by gift card': 'गिफ़्ट कार्ड से भुगतान',
  'Paid by gift card: {amount}': 'गिफ़्ट कार्ड से भुगतान: {amount}',
  'Your gift card covers the whole order, so there is no payment method to choose.':
    'आपका गिफ़्ट कार्ड पूरे ऑर्डर का भुगतान कर रहा है, इसलिए पेमेंट का तरीका चुनने की ज़रूरत नहीं है।',
  'To pay': 'देना है',
  'Expected delivery:': 'डिलीवरी की संभावित तारीख:',
  Discount: 'डिस्काउंट',
  'Discount code': 'डिस्काउंट कोड',
  'Enter a discount code': 'डिस्काउंट कोड डालें',
  Giftcard: 'गिफ़्ट कार्ड',
  'Gift card number': 'गिफ़्ट कार्ड नंबर',
  'Enter a gift card number': 'गिफ़्ट कार्ड नंबर डालें',
  'Enter code': 'कोड डालें',
  Apply: 'लगाएँ',
  'Apply gift card': 'गिफ़्ट कार्ड लगाएँ',
  'Try again gift card': 'गिफ़्ट कार्ड फिर से लगाएँ',
  Remove: 'हटाएँ',
  'Remove gift card': 'गिफ़्ट कार्ड हटाएँ',
  'Remove code': 'कोड हटाएँ',
  '{what} applied': '{what} लागू',
  'applied: {amount} off': 'लागू: {amount} की छूट',
  'Gift card applied: {amount}': 'गिफ़्ट कार्ड लागू: {amount}',
  'Gift card applied: {amount}, {due} left to pay': 'गिफ़्ट कार्ड लागू: {amount}, बाकी {due} देना है',
  'Checking {code}…': '{code} जाँच रहे हैं…',
  'Checking the code…': 'कोड जाँच रहे हैं…',
  '{code} is checked once you choose an address.': 'पता चुनने के बाद {code} जाँचा जाएगा।',
  'The code is checked once you choose an address.': 'पता चुनने के बाद कोड जाँचा जाएगा।',
  'Codes cannot be applied online yet.': 'अभी ऑनलाइन कोड नहीं लगाए जा सकते।',

  // The button and what it says under it.
  'Checkout with PhonePe': 'PhonePe से पेमेंट करें',
  'Place order (pay on delivery)': 'ऑर्डर करें (डिलीवरी पर पैसे दें)',
  'Place order (paid by gift card)': 'ऑर्डर करें (गिफ़्ट कार्ड से भुगतान)',
  'Placing your order...': 'आपका ऑर्डर हो रहा है...',
  'Processing PhonePe Payment...': 'PhonePe पेमेंट हो रहा है...',
  'Your gift card pays the whole order: nothing is left to pay.':
    'पूरा ऑर्डर गिफ़्ट कार्ड से चुक गया: कुछ भी बाकी नहीं।',
  'You pay {amount} in cash on delivery.': 'डिलीवरी पर आप {amount} नकद देंगे।',
  'You pay in cash on delivery.': 'डिलीवरी पर आप नकद देंगे।',
  'You pay on PhonePe’s secure page: UPI, cards or net banking.':
    'पेमेंट PhonePe के सुरक्षित पेज पर होगा: UPI, कार्ड या नेट बैंकिंग।',

  // After checkout: order placed, payment success or failure, the return from PhonePe.
  'Order placed': 'ऑर्डर हो गया',
  'View Orders': 'ऑर्डर देखें',
  'Continue Shopping': 'खरीदारी जारी रखें',
  'Thank you for your order. Your gift card paid for it: there is nothing left to pay.':
    'ऑर्डर के लिए धन्यवाद। इसका भुगतान आपके गिफ़्ट कार्ड से हो गया: कुछ भी बाकी नहीं है।',
  'Thank you for your order. Please pay in cash when it is delivered.':
    'ऑर्डर के लिए धन्यवाद। कृपया सामान पहुँचने पर नकद पैसे दें।',
  'We could not show the order’s details just now. You will find the order, with the amount to pay, in your account.':
    'अभी ऑर्डर की जानकारी नहीं दिखा पाए। ऑर्डर और देने वाली रकम आपको अपने खाते में मिल जाएगी।',
  'Pay on delivery: {amount}': 'डिलीवरी पर देना है: {amount}',
  'Please keep the amount ready in cash for the delivery person.':
    'कृपया डिलीवरी वाले के लिए इतने नकद पैसे तैयार रखें।',
  'Order number': 'ऑर्डर नंबर',
  'Order total': 'ऑर्डर की कुल रकम',
  'Amount paid': 'चुकाई गई रकम',
  'Expected delivery': 'डिलीवरी की संभावित तारीख',
  'Loading your order': 'आपका ऑर्डर लोड हो रहा है',
  'Payment successful': 'पेमेंट हो गया',
  'Payment is successfull!': 'पेमेंट हो गया!',
  'Thank you for your order. You can follow it and download its GST invoice from your account.':
    'ऑर्डर के लिए धन्यवाद। आप अपने खाते में ऑर्डर देख सकते हैं और उसका जीएसटी इनवॉइस डाउनलोड कर सकते हैं।',
  'Payment failed': 'पेमेंट नहीं हुआ',
  'Payment failed or cancelled': 'पेमेंट नहीं हुआ या रद्द हो गया',
  'Try Again': 'फिर से कोशिश करें',
  'If any amount was debited, it will be reversed automatically. You can try again.':
    'अगर खाते से पैसे कट गए हैं, तो वे अपने आप वापस आ जाएँगे। आप फिर से कोशिश कर सकते हैं।',
  'Your cart still holds your items.': 'आपका सामान कार्ट में ही है।',
  'Processing payment': 'पेमेंट हो रहा है',
  'Processing Payment...': 'पेमेंट हो रहा है...',
  'Waiting for the payment provider to confirm your payment…': 'पेमेंट कंपनी की पुष्टि का इंतज़ार है…',
  'Please wait and do not close this page.': 'कृपया रुकें और यह पेज बंद न करें।',
  'Please log in to see your order': 'अपना ऑर्डर देखने के लिए कृपया लॉगिन करें',
} satisfies Messages;
