import type { Messages } from '../i18n';

/** Hindi for the storefront's "frame" area (issue 50): English text as the code has it → Hindi as a shopkeeper says it. */
export default {
  // Header and navigation
  Home: 'होम',
  Shopping: 'खरीदारी',
  Estimator: 'खर्च का अंदाज़ा',
  'About Us': 'हमारे बारे में',
  'Contact Us': 'संपर्क करें',
  Main: 'मुख्य',
  '{name} — home': '{name} — होम',
  'Open menu': 'मेन्यू खोलें',
  Menu: 'मेन्यू',
  'Shop navigation': 'दुकान के पेज',
  'Wishlist, {count} saved': 'विशलिस्ट, {count} सेव',
  'Cart, 1 item': 'कार्ट, 1 सामान',
  'Cart, {count} items': 'कार्ट, {count} सामान',
  Login: 'लॉगिन',
  'Account menu': 'खाते का मेन्यू',
  'Skip to content': 'सीधे पेज पर जाएँ',
  // Search box
  'Search the shop': 'दुकान में खोजें',
  'Search products': 'सामान खोजें',
  'Search for products': 'सामान खोजें',
  Search: 'खोजें',
  // Cart sheet
  'Your Cart': 'आपका कार्ट',
  'No items yet.': 'अभी कोई सामान नहीं।',
  '1 item in your cart.': 'कार्ट में 1 सामान है।',
  '{count} items in your cart.': 'कार्ट में {count} सामान हैं।',
  // Footer
  Shop: 'दुकान',
  Policies: 'नियम',
  'Your account': 'आपका खाता',
  'Store Locator': 'दुकान का पता',
  'Terms & Conditions': 'नियम और शर्तें',
  'Privacy Policy': 'प्राइवेसी नीति',
  'Refund & Cancellation': 'रिफ़ंड और कैंसल',
  'Shipping & Delivery': 'शिपिंग और डिलीवरी',
  'Warranty Policy': 'वारंटी नीति',
  'Track Orders': 'ऑर्डर देखें',
  'Building and electrical supplies with GST invoices: pipe fittings, wires, switches, sockets and paint.':
    'बिल्डिंग और बिजली का सामान, जीएसटी इनवॉइस के साथ: पाइप फिटिंग, वायर, स्विच, सॉकेट और पेंट।',
  'Monday–Saturday, 10 AM–8 PM': 'सोमवार–शनिवार, सुबह 10 से रात 8 बजे तक',
  'Follow and message us': 'हमें फ़ॉलो करें, मैसेज करें',
  Email: 'ईमेल',
  'We accept': 'पेमेंट के तरीके',
  Cards: 'कार्ड',
  'Net Banking': 'नेट बैंकिंग',
  'All prices in Indian rupees, inclusive of GST.': 'सभी दाम भारतीय रुपये में, जीएसटी सहित।',
  // Sign-in pages' frame
  Welcome: 'स्वागत',
  'Pipe fittings, wires, switches, sockets and paint — with GST invoices.':
    'पाइप फिटिंग, वायर, स्विच, सॉकेट और पेंट — जीएसटी इनवॉइस के साथ।',
  'Back to shop': 'दुकान पर वापस',
  // 404 and error pages
  'Page not found': 'पेज नहीं मिला',
  'Error 404': 'गलती 404',
  "This page doesn't exist": 'यह पेज मौजूद नहीं है',
  'The address may be mistyped, or the page may have moved.': 'पता शायद गलत लिखा है, या पेज कहीं और चला गया है।',
  'Go to shop home': 'दुकान के होम पर जाएँ',
  'Browse products': 'सामान देखें',
  'Unexpected Application Error!': 'कुछ गड़बड़ हो गई!',
  'Something went wrong while showing this page. Please reload, or go back to the shop.':
    'यह पेज दिखाने में कुछ गड़बड़ हुई। पेज दोबारा लोड करें, या दुकान पर वापस जाएँ।',
  'Reload page': 'पेज दोबारा लोड करें',
  'Go to home': 'होम पर जाएँ',
} satisfies Messages;
