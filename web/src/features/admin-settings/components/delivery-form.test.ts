import { describe, expect, it } from 'vitest';
import { settingsOf } from '../../../../../common/contracts/delivery';
import { DEFAULT_DELIVERY_POLICY } from '../../../../../common/delivery';
import {
  deliveryErrorsFromMessage,
  deliveryFieldOf,
  deliveryFromForm,
  DeliveryFormSchema,
  deliveryToForm,
  splitPincodes,
} from './delivery-form';

const DEFAULTS = settingsOf(DEFAULT_DELIVERY_POLICY);

describe('delivery form rules', () => {
  it('an untouched form gives back what was loaded', () => {
    expect(DeliveryFormSchema.parse(deliveryToForm(DEFAULTS))).toEqual(DEFAULTS);
    const custom = { ...DEFAULTS, localPincodes: ['411', '412105'], blockedStates: ['31', '35'] };
    expect(DeliveryFormSchema.parse(deliveryToForm(custom))).toEqual(custom);
  });

  it('sends its numbers as JSON numbers, as the server takes them (decision 027); other text stays, to be refused', () => {
    const form = deliveryToForm(DEFAULTS);
    form.standardFee = ' 19.5 ';
    form.expressFee.city = '120';
    form.cod.maxOrder = '2500.75';
    const sent = deliveryFromForm(form) as {
      standardFee: unknown;
      expressFee: { city: unknown };
      cod: { maxOrder: unknown };
    };
    expect([sent.standardFee, sent.expressFee.city, sent.cod.maxOrder]).toEqual([19.5, 120, 2500.75]);
    expect(DeliveryFormSchema.parse(form)).toMatchObject({
      standardFee: 19.5,
      expressFee: { city: 120 },
      cod: { maxOrder: 2500.75 },
    });
    form.standardFee = 'nineteen';
    expect((deliveryFromForm(form) as { standardFee: unknown }).standardFee).toBe('nineteen');
    expect(DeliveryFormSchema.safeParse(form).error?.issues).toEqual([
      expect.objectContaining({ path: ['standardFee'], message: 'Must be a number' }),
    ]);
  });

  it('splits pincodes on commas, spaces, semicolons and new lines', () => {
    expect(splitPincodes(' 411, 412105\n440;441  ')).toEqual(['411', '412105', '440', '441']);
    expect(splitPincodes('  ')).toEqual([]);
  });

  it('keeps COD zones in the order they are shown', () => {
    const form = deliveryToForm(DEFAULTS);
    form.cod.zones = ['india', 'city'];
    expect(DeliveryFormSchema.parse(form).cod.zones).toEqual(['city', 'india']);
  });

  it('puts a list entry’s message on its list, and a days range’s on its cell', () => {
    expect(deliveryFieldOf(['localPincodes', 3])).toBe('localPincodes');
    expect(deliveryFieldOf(['days', 'standard', 'city'])).toBe('days.standard.city');
    expect(deliveryFieldOf(['cod', 'zones', 0])).toBe('cod.zones');
  });

  it('says "Must be a number" for a count that is not one', () => {
    const form = deliveryToForm(DEFAULTS);
    form.cod.maxOpen = 'two';
    const result = DeliveryFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['cod', 'maxOpen'], message: 'Must be a number' }),
    ]);
  });

  it('reads the delivery fields a server message names, and nothing else', () => {
    expect(
      deliveryErrorsFromMessage(
        'delivery.expressFee.city: Express fee must be at most ₹1,00,000; delivery.localPincodes.2: Local pincodes: each entry must be 1 to 6 digits; phone: Phone must be a phone number; delivery.nonsense: x',
      ),
    ).toEqual({
      'expressFee.city': 'Express fee must be at most ₹1,00,000',
      localPincodes: 'Local pincodes: each entry must be 1 to 6 digits',
    });
  });
});
