import { msg } from '../../i18n/i18n';

/**
 * The English of common/contracts/orders.ts that checkout shows from its own checks (checkout-rules.ts, the
 * contact fields, the cash-on-delivery code), for knownMessage (i18n/known-messages.ts): translated on a Hindi
 * page, shown as common/ words them in English. What the server answers is translated by the server.
 * checkout-messages.test.ts makes each message and checks each has its Hindi.
 */
export const CHECKOUT_MESSAGES = [
  msg('Your cart is empty. Please add items to proceed'),
  msg('Order amount must be greater than zero'),
  msg('Please select one address to proceed.'),
  msg('Please enter your full name'),
  msg('Please enter your name on one line, without line breaks or control characters'),
  msg('Please enter a valid email address'),
  msg('Failed to initiate payment'),
  msg(
    'Buyer GSTIN must be a 15-character GSTIN: 2-digit state code, PAN, entity number, Z and a check character',
  ),
  msg('Buyer GSTIN must start with the code of an Indian state or union territory (01–38)'),
  msg('Buyer GSTIN has a wrong check character (the last one): please check it for a typing mistake'),
  msg('Only {left} quantity available for {title}'),
  msg('{title} is out of stock'),
  msg(
    'Please confirm your e-mail address with the code we sent you before your first cash-on-delivery order.',
  ),
  msg('Please enter the 6-digit code from the e-mail'),
] as const;
