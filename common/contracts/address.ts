import { z } from 'zod';
import { CONTROL_CHARS, Id, NonBlank } from './common';
import { PINCODE_MESSAGE, PINCODE_RE } from '../text';
import { GST_STATE_CODES } from '../gst/states';

/** SPEC §9: at most 3 saved addresses per user. */
export const MAX_ADDRESSES = 3;
export const MAX_ADDRESSES_MESSAGE = 'You can add max 3 addresses';
export { PINCODE_MESSAGE } from '../text';
export const PHONE_MESSAGE = 'Phone must be a 10-digit mobile number';
export const STATE_MESSAGE =
  'State must be the 2-digit GST code of an Indian state or union territory (e.g. 27 for Maharashtra)';
/** An address sent without a state whose pincode the shop's table does not know. */
export const unknownPincodeMessage = (pincode: string) =>
  `We could not tell the state from pincode ${pincode}. Please choose the state or union territory.`;

/** Non-blank text after trimming, at most max characters, without control characters. */
const Text = (field: string, max: number) =>
  NonBlank(field, max).refine((s) => !CONTROL_CHARS.test(s), `${field} contains invalid characters`);

/** A 6-digit Indian PIN code. */
export const Pincode = z
  .string({ message: 'Pincode is required' })
  .trim()
  .min(1, 'Pincode is required')
  .regex(PINCODE_RE, PINCODE_MESSAGE);

/**
 * An Indian mobile number: 10 digits starting 6–9, optionally after +91; spaces and dashes are ignored.
 * Stored as the 10 digits.
 */
export const Phone = z
  .string({ message: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(20, PHONE_MESSAGE)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\+91)?[6-9]\d{9}$/, PHONE_MESSAGE))
  .transform((s) => s.slice(-10));

/** A GST state code from common/gst/states.ts ('27' Maharashtra, '24' Gujarat…). */
export const StateCode = z.enum(GST_STATE_CODES, { message: STATE_MESSAGE });

/**
 * The five fields of SPEC §3, all non-blank after trimming (SPEC §5), and the state or union territory, which
 * sets the tax (the place of supply). The state is optional: without it the server takes it from the pincode
 * (common/gst/pincode-states.ts — the form can prefill it the same way, with no call), and an unknown
 * pincode is a 400. Sent, it is the customer's correction and is kept as given.
 */
export const AddressFields = {
  address: Text('Address', 300),
  city: Text('City', 100),
  pincode: Pincode,
  phone: Phone,
  notes: Text('Notes', 500),
  stateCode: StateCode.optional(),
};

/** POST /api/shop/address/add */
export const AddressAddBody = z.strictObject({ ...AddressFields, userId: Id });

/** PUT /api/shop/address/update/{userId}/{addressId}. A userId in the body may only repeat the path's. */
export const AddressUpdateBody = z.strictObject({ ...AddressFields, userId: Id.optional() });

export const AddressUserParams = z.object({ userId: Id });
export const AddressParams = z.object({ userId: Id, addressId: Id });

export type AddressInput = z.output<typeof AddressUpdateBody>;
export type AddressFormValues = z.input<typeof AddressUpdateBody>;

export interface ApiAddress {
  _id: string;
  userId: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
  /** GST state code and name of the state or union territory; null only for an old address whose pincode is unknown. */
  stateCode: string | null;
  state: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A state or union territory with its GST code. */
export interface ApiState {
  stateCode: string;
  state: string;
}
