import { describe, expect, it } from 'vitest';
import { AddressUpdateBody, MAX_ADDRESSES_MESSAGE } from '../../../../common/contracts/address';
import { translate } from '../../i18n/i18n';
import { hindiFor } from '../../test/hindi';

const hi = hindiFor('shop/account');
import { knownMessage } from '../../i18n/known-messages';
import { ADDRESS_FORM_MESSAGES } from './address-messages';

const inHindi = (message: string) =>
  knownMessage((t, v) => translate(hi, t, v), ADDRESS_FORM_MESSAGES, message);
const inEnglish = (message: string) =>
  knownMessage((t, v) => translate({}, t, v), ADDRESS_FORM_MESSAGES, message);

const VALID = {
  address: '12, MG Road',
  city: 'Pune',
  pincode: '411005',
  phone: '9876543210',
  notes: 'Ring the bell',
};
const messagesOf = (values: Record<string, unknown>) => {
  const result = AddressUpdateBody.safeParse({ ...VALID, ...values });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

/** Every message a bad address makes, from the schema itself (so a changed English is caught here). */
const made = [
  ...messagesOf({ address: ' ', city: '', notes: '' }),
  ...messagesOf({ address: 'a'.repeat(301), city: 'a'.repeat(101), notes: 'a'.repeat(501) }),
  ...messagesOf({ address: 'a\u0007', city: 'b\u0007', notes: 'c\u0007' }),
  ...messagesOf({ pincode: '', phone: '' }),
  ...messagesOf({ pincode: '41100', phone: '12345' }),
  ...messagesOf({ stateCode: '99' }),
];

describe('the address form’s messages', () => {
  it('are made by the bad inputs, and none by the inputs at the limits', () => {
    expect(made).toEqual([
      'Address is required',
      'City is required',
      'Notes is required',
      'Address must be at most 300 characters',
      'City must be at most 100 characters',
      'Notes must be at most 500 characters',
      'Address contains invalid characters',
      'City contains invalid characters',
      'Notes contains invalid characters',
      // A blank pincode is also not 6 digits: the form shows the first, 'Pincode is required'.
      'Pincode is required',
      'Pincode must be 6 digits',
      'Phone is required',
      'Pincode must be 6 digits',
      'Phone must be a 10-digit mobile number',
      'State must be the 2-digit GST code of an Indian state or union territory (e.g. 27 for Maharashtra)',
    ]);
    expect(messagesOf({ address: 'a'.repeat(300), city: 'a'.repeat(100), notes: 'a'.repeat(500) })).toEqual(
      [],
    );
  });

  it('each has its Hindi, and stays as it is in English', () => {
    for (const message of [...made, MAX_ADDRESSES_MESSAGE]) {
      expect(inEnglish(message)).toBe(message);
      expect(inHindi(message), message).toMatch(/[\u0900-\u097f]/);
    }
    expect(inHindi('City must be at most 100 characters')).toBe('शहर ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है');
  });
});
