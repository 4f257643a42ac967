import type { Messages } from '../i18n';

/** Hindi for the storefront's "auth" area (issue 50): English text as the code has it → Hindi as a shopkeeper says it. */
export default {
  // The frame around the sign-in pages (routes/auth/auth-frame.tsx). The shop's name is a name: it stays in English.
  Welcome: 'स्वागत',
  'Welcome to {brand} Hardware & Electrics Point': '{brand} Hardware & Electrics Point में आपका स्वागत है',
  'Welcome to Hardware & Electrics Point': 'Hardware & Electrics Point में आपका स्वागत है',
  'Pipe fittings, wires, switches, sockets and paint — with GST invoices.':
    'पाइप फिटिंग, वायर, स्विच, सॉकेट और पेंट — जीएसटी इनवॉइस के साथ।',
  'Back to shop': 'दुकान पर वापस',

  // Page titles.
  Login: 'लॉगिन',
  Register: 'रजिस्टर करें',
  'Forgot password': 'पासवर्ड भूल गए',
  'Reset password': 'नया पासवर्ड',

  // Fields shared by the forms.
  Email: 'ईमेल',
  Password: 'पासवर्ड',
  'New password': 'नया पासवर्ड',
  'At least {min} characters': 'कम से कम {min} अक्षर',
  'Back to login': 'लॉगिन पर वापस',
  'Failed to reset password': 'पासवर्ड नहीं बदल पाया',
  'a new password': 'नया पासवर्ड',

  // Login.
  'Sign in to your account': 'अपने खाते में लॉगिन करें',
  "Don't have an account?": 'खाता नहीं है?',
  'Your password': 'आपका पासवर्ड',
  'Forgot password?': 'पासवर्ड भूल गए?',
  'Signing in…': 'लॉगिन हो रहा है…',
  'Sign In': 'लॉगिन करें',
  'Login failed. Please try again.': 'लॉगिन नहीं हो पाया। कृपया फिर से कोशिश करें।',

  // Register.
  'Create new account': 'नया खाता बनाएँ',
  'Already have an account?': 'पहले से खाता है?',
  'User name': 'नाम',
  'Your name': 'आपका नाम',
  'Creating account…': 'खाता बन रहा है…',
  'Sign Up': 'खाता बनाएँ',
  'Registration failed. Please try again.': 'खाता नहीं बन पाया। कृपया फिर से कोशिश करें।',

  // Forgot password (the e-mailed one-time code).
  "Enter your email and we'll send you a one-time code to set a new password.":
    'अपना ईमेल डालें, हम नया पासवर्ड बनाने के लिए एक ओटीपी भेजेंगे।',
  'Add your email': 'अपना ईमेल डालें',
  'Sending…': 'भेज रहे हैं…',
  'Send OTP': 'ओटीपी भेजें',
  OTP: 'ओटीपी',
  '6-digit code from the email': 'ईमेल में आया 6 अंकों का कोड',
  'Setting…': 'बदल रहे हैं…',
  'Set New Password': 'नया पासवर्ड सेट करें',
  'Resend OTP in {seconds}s': '{seconds} सेकंड बाद ओटीपी दोबारा भेजें',
  'Resend OTP': 'ओटीपी दोबारा भेजें',
  'Remembered it?': 'याद आ गया?',
  'the OTP from the email': 'ईमेल में आया ओटीपी',
  'OTP resent to your email (if the address exists).':
    'ओटीपी आपके ईमेल पर दोबारा भेज दिया गया है (अगर इस ईमेल से खाता है)।',
  'Failed to send OTP': 'ओटीपी नहीं भेज पाए',
  'Failed to resend OTP': 'ओटीपी दोबारा नहीं भेज पाए',

  // Reset password (the mailed link).
  'Set a new password': 'नया पासवर्ड बनाएँ',
  'Choose a new password for your account.': 'अपने खाते के लिए नया पासवर्ड चुनें।',
  'Invalid or expired reset link. Please request a new password reset.':
    'यह लिंक गलत है या इसका समय निकल गया है। कृपया नया पासवर्ड लिंक फिर से मँगाएँ।',
  'Request a new password reset': 'नया पासवर्ड लिंक मँगाएँ',
  'your email': 'अपना ईमेल',
  'Saving…': 'सेव हो रहा है…',
  'Reset Password': 'पासवर्ड बदलें',

  // Why a visitor who pressed Add to Cart, Buy Now or the heart is here (cart-intent-note.tsx).
  'Log in to add your item to the cart: it will be there once you are in.':
    'सामान कार्ट में डालने के लिए लॉगिन करें: लॉगिन होते ही वह कार्ट में मिलेगा।',
  'Log in to buy your item: you will go straight to checkout with it.':
    'सामान खरीदने के लिए लॉगिन करें: लॉगिन होते ही आप सीधे चेकआउट पर पहुँचेंगे।',
  'Log in to save your item to your wishlist: it will be there once you are in.':
    'सामान विशलिस्ट में रखने के लिए लॉगिन करें: लॉगिन होते ही वह विशलिस्ट में मिलेगा।',
  'Register, then log in: your item goes into the cart once you are in.':
    'रजिस्टर करें, फिर लॉगिन करें: लॉगिन होते ही आपका सामान कार्ट में आ जाएगा।',
  'Register, then log in: you will go straight to checkout with your item.':
    'रजिस्टर करें, फिर लॉगिन करें: लॉगिन होते ही आप सामान के साथ सीधे चेकआउट पर पहुँचेंगे।',
  'Register, then log in: your item is saved to your wishlist once you are in.':
    'रजिस्टर करें, फिर लॉगिन करें: लॉगिन होते ही आपका सामान विशलिस्ट में रख दिया जाएगा।',

  // The messages of common/contracts/auth.ts the forms show (features/auth/auth-messages.ts).
  'Email is required': 'ईमेल डालना ज़रूरी है',
  'Email is too long': 'ईमेल बहुत लंबा है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Password is required': 'पासवर्ड डालना ज़रूरी है',
  'Password must be at least {min} characters': 'पासवर्ड कम से कम {min} अक्षर का होना चाहिए',
  'Password must be at most {max} characters': 'पासवर्ड ज़्यादा से ज़्यादा {max} अक्षर का हो सकता है',
  'User name is required': 'नाम डालना ज़रूरी है',
  'User name must be at most {max} characters': 'नाम ज़्यादा से ज़्यादा {max} अक्षर का हो सकता है',
  'User name contains invalid characters': 'नाम में कुछ अक्षर सही नहीं हैं',
  'Registration successful. Please log in.': 'खाता बन गया। कृपया लॉगिन करें।',
  'Logged in successfully': 'लॉगिन हो गया',
  'OTP sent to your email (if the address exists).': 'ओटीपी आपके ईमेल पर भेज दिया गया है (अगर इस ईमेल से खाता है)।',
  'Password reset successful. You can login now.': 'पासवर्ड बदल गया। अब आप लॉगिन कर सकते हैं।',

  // The page a signed-in buyer sees at an admin address (routes/unauth-page.tsx).
  'No access': 'अनुमति नहीं',
  "You don't have access to view this page": 'यह पेज देखने की अनुमति आपके पास नहीं है',
  "This area is for the shop's administrators.": 'यह हिस्सा सिर्फ़ दुकान के एडमिन के लिए है।',
  'Go to the dashboard': 'डैशबोर्ड पर जाएँ',
  'Back to the shop': 'दुकान पर वापस',
} satisfies Messages;
