import type { Messages } from '../i18n';

/** Hindi for the storefront's "account" area (issue 50): English text as the code has it → Hindi as a shopkeeper says it. */
export default {
  // The language of the buyer's mails (features/account/language-setting.tsx).
  'Language for e-mails': 'ई-मेल की भाषा',
  'Your order, delivery and refund mails come in this language.':
    'ऑर्डर, डिलीवरी और रिफ़ंड के ई-मेल इसी भाषा में आएँगे।',
  'Could not save your settings': 'आपकी सेटिंग सेव नहीं हो सकी',
} satisfies Messages;
