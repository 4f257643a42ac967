import { msg } from '../../i18n/i18n';

/**
 * The validation messages of common/contracts/address.ts that the address form shows, for knownMessage
 * (i18n/known-messages.ts): translated on a Hindi page, shown as the schema made them in English.
 * address-messages.test.ts makes every bad input's message here and checks each has its Hindi.
 */
export const ADDRESS_FORM_MESSAGES = [
  msg('Address is required'),
  msg('Address must be at most {max} characters'),
  msg('Address contains invalid characters'),
  msg('City is required'),
  msg('City must be at most {max} characters'),
  msg('City contains invalid characters'),
  msg('Notes is required'),
  msg('Notes must be at most {max} characters'),
  msg('Notes contains invalid characters'),
  msg('Pincode is required'),
  msg('Pincode must be 6 digits'),
  msg('Phone is required'),
  msg('Phone must be a 10-digit mobile number'),
  msg('State must be the 2-digit GST code of an Indian state or union territory (e.g. 27 for Maharashtra)'),
  msg('You can add max 3 addresses'),
] as const;
