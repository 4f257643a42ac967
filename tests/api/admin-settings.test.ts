import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../server/db/schema';
import { testApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ admin: true });
  admin = t.adminCookie;
});

const get = () => t.app.inject({ method: 'GET', url: '/api/admin/settings/get', headers: { cookie: admin } });
const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/update', headers: { cookie: admin }, payload });

const full = {
  orderMails: {
    confirmed: true,
    inProcess: true,
    shipped: true,
    delivered: false,
    rejected: true,
    ownerNewOrder: false,
  },
  lowStockDigest: { enabled: true, hour: 18, below: 5 },
  searchSynonyms: 'MCB = miniature circuit breaker\ngeyser = water heater',
  companyName: 'Shree Hardware & Electricals',
  companyAddress: '14, Laxmi Road, Pune 411030',
  gstNumber: '27aapfu0939f1zv',
  cgstPercent: 9,
  sgstPercent: 9,
  invoiceNote: 'Goods once sold are returnable within 7 days.',
  currency: 'INR',
  phone: '+91 98765 43210',
  whatsapp: '919876543210',
  email: 'Shop@Example.com',
  estimatorConfig: {
    showSize: false,
    showCapacity: true,
    showHSN: true,
    allowVariantSelect: false,
    priceSource: 'lowest-tier',
  },
  delivery: {
    freeAbove: 999,
    standardFee: 59,
    localFee: 19.5,
    localPincodes: ['411', '412105'],
    expressFee: { city: 89, state: 139, india: 249 },
    days: {
      standard: { city: { min: 1, max: 3 }, state: { min: 2, max: 5 }, india: { min: 5, max: 9 } },
      express: { city: { min: 0, max: 1 }, state: { min: 1, max: 2 }, india: { min: 2, max: 5 } },
    },
    fragileFee: 75,
    blockedStates: ['35', '31'],
    blockedPincodes: ['7441'],
    blockedMessage: 'We do not ship to the islands yet.',
    cod: { enabled: false, fee: 30, maxOrder: 5000, zones: ['city', 'state'], maxOpen: 1 },
  },
  returns: {
    cancelWithinHours: 4,
    returnWithinDays: 30,
    restockingPercent: { unopened: 5, opened: 12.5, damagedPackaging: 25 },
    refundDays: { min: 5, max: 7 },
  },
};

/** The return policy with one field changed (a path of keys and the value). */
function returnsWith(path: string[], value: unknown) {
  const copy = structuredClone(full.returns) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** The delivery rules with one field changed (a path of keys and the value). */
function deliveryWith(path: string[], value: unknown) {
  const copy = structuredClone(full.delivery) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

describe('site settings', () => {
  it('answers the defaults under data', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        currency: 'INR',
        cgstPercent: 9,
        sgstPercent: 9,
        gstNumber: '',
        shopStateCode: null,
        shopState: null,
        estimatorConfig: {
          showSize: true,
          showCapacity: true,
          showHSN: false,
          allowVariantSelect: true,
          priceSource: 'base',
        },
        returns: {
          cancelWithinHours: 2,
          returnWithinDays: 7,
          restockingPercent: { unopened: 10, opened: 15, damagedPackaging: 20 },
          refundDays: { min: 7, max: 10 },
        },
      },
    });
  });

  it('updates every field, normalising the GSTIN and email', async () => {
    const res = await put(full);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    // The shop's state is the GSTIN's first two digits: 27, Maharashtra.
    expect(res.json().data).toEqual({
      ...full,
      gstNumber: '27AAPFU0939F1ZV',
      email: 'shop@example.com',
      shopStateCode: '27',
      shopState: 'Maharashtra',
    });
    expect((await get()).json().data).toEqual(res.json().data);
  });

  it('merges a partial update, including a partial estimator config, and accepts an empty GSTIN', async () => {
    await put(full);
    const res = await put({ cgstPercent: 2.5, gstNumber: '', estimatorConfig: { priceSource: 'sale' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      companyName: full.companyName,
      cgstPercent: 2.5,
      gstNumber: '',
      shopStateCode: null,
      shopState: null,
      estimatorConfig: { ...full.estimatorConfig, priceSource: 'sale' },
    });
  });

  it.each<[string, object]>([
    ['GSTIN too short', { gstNumber: '27AAPFU0939F1Z' }],
    ['GSTIN without Z', { gstNumber: '27AAPFU0939F1AV' }],
    ['GSTIN with 0 entity', { gstNumber: '27AAPFU0939F0ZV' }],
    ['GSTIN with a wrong check character', { gstNumber: '27AAPFU0939F1ZW' }],
    ['GSTIN with two digits swapped', { gstNumber: '27AAPFU0993F1ZV' }],
    ['GSTIN of no state', { gstNumber: '99AAPFU0939F1ZV' }],
    ['GSTIN of the old Daman and Diu code', { gstNumber: '25AAPFU0939F1ZV' }],
    ['CGST above 100', { cgstPercent: 100.5 }],
    ['SGST negative', { sgstPercent: -1 }],
    ['CGST text', { cgstPercent: 'nine' }],
    ['CGST as hexadecimal text', { cgstPercent: '0x9' }],
    ['currency USD', { currency: 'USD' }],
    ['bad email', { email: 'not-an-email' }],
    ['bad phone', { phone: 'call me maybe' }],
    ['bad price source', { estimatorConfig: { priceSource: 'average' } }],
    ['non-boolean flag', { estimatorConfig: { showHSN: 'yes' } }],
    ['unknown estimator key', { estimatorConfig: { showColour: true } }],
    ['unknown key', { theme: 'dark' }],
    ['hostile long name', { companyName: 'x'.repeat(5000) }],
    ['a delivery fee past ₹1,00,000', { delivery: deliveryWith(['standardFee'], 100_000.01) }],
    ['a negative express fee', { delivery: deliveryWith(['expressFee', 'india'], -1) }],
    ['a fee with three decimals', { delivery: deliveryWith(['localFee'], 29.001) }],
    ['a pincode prefix of letters', { delivery: deliveryWith(['localPincodes'], ['41A']) }],
    ['a pincode prefix of 7 digits', { delivery: deliveryWith(['blockedPincodes'], ['4110011']) }],
    [
      '501 local pincodes',
      {
        delivery: deliveryWith(
          ['localPincodes'],
          Array.from({ length: 501 }, (_, i) => String(100_000 + i)),
        ),
      },
    ],
    [
      'estimates whose earliest day is after the latest',
      { delivery: deliveryWith(['days', 'standard', 'india'], { min: 6, max: 5 }) },
    ],
    ['61 days', { delivery: deliveryWith(['days', 'express', 'state'], { min: 1, max: 61 }) }],
    ['half a day', { delivery: deliveryWith(['days', 'express', 'city'], { min: 0.5, max: 1 }) }],
    ['a state that is no GST state', { delivery: deliveryWith(['blockedStates'], ['25']) }],
    ['a one-letter message', { delivery: deliveryWith(['blockedMessage'], 'x') }],
    ['a 301-character message', { delivery: deliveryWith(['blockedMessage'], 'x'.repeat(301)) }],
    ['an unknown zone for cash on delivery', { delivery: deliveryWith(['cod', 'zones'], ['moon']) }],
    ['51 open cash orders', { delivery: deliveryWith(['cod', 'maxOpen'], 51) }],
    ['cash on delivery as text', { delivery: deliveryWith(['cod', 'enabled'], 'yes') }],
    [
      'delivery rules without their cash-on-delivery part',
      { delivery: { ...full.delivery, cod: undefined } },
    ],
    ['an unknown delivery key', { delivery: { ...full.delivery, drone: true } }],
    ['a cancellation window of 73 hours', { returns: returnsWith(['cancelWithinHours'], 73) }],
    ['a negative cancellation window', { returns: returnsWith(['cancelWithinHours'], -1) }],
    ['a cancellation window of 1.5 hours', { returns: returnsWith(['cancelWithinHours'], 1.5) }],
    ['a return window of 91 days', { returns: returnsWith(['returnWithinDays'], 91) }],
    ['a restocking fee of 50.01 %', { returns: returnsWith(['restockingPercent', 'opened'], 50.01) }],
    [
      'a restocking fee with three decimals',
      { returns: returnsWith(['restockingPercent', 'unopened'], 10.125) },
    ],
    ['a negative restocking fee', { returns: returnsWith(['restockingPercent', 'damagedPackaging'], -5) }],
    ['refund days 0 to 7', { returns: returnsWith(['refundDays'], { min: 0, max: 7 }) }],
    ['refund days 10 to 7', { returns: returnsWith(['refundDays'], { min: 10, max: 7 }) }],
    ['refund days to 31', { returns: returnsWith(['refundDays'], { min: 7, max: 31 }) }],
    ['a return policy without its fees', { returns: { ...full.returns, restockingPercent: undefined } }],
    ['an unknown condition', { returns: returnsWith(['restockingPercent', 'used'], 30) }],
  ])('refuses %s with 400 and writes nothing', async (_n, payload) => {
    await put(full);
    const before = await t.db.select().from(siteSettings);
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(await t.db.select().from(siteSettings)).toEqual(before);
  });

  it('says what is wrong with a GSTIN', async () => {
    const message = async (gstNumber: string) => (await put({ gstNumber })).json().message as string;
    expect(await message('27AAPFU0939F1ZW')).toBe(
      'gstNumber: GST number has a wrong check character (the last one): please check it for a typing mistake',
    );
    expect(await message('99AAPFU0939F1ZV')).toBe(
      'gstNumber: GST number must start with the code of an Indian state or union territory (01–38)',
    );
    expect(await message('27AAPFU0939')).toBe(
      'gstNumber: GST number must be a 15-character GSTIN: 2-digit state code, PAN, entity number, Z and a check character',
    );
  });

  it('keeps the delivery rules at their limits and shows them to the shop', async () => {
    const atLimits = {
      ...full.delivery,
      standardFee: 100_000,
      localPincodes: Array.from({ length: 500 }, (_, i) => String(100_000 + i)),
      days: {
        ...full.delivery.days,
        standard: { ...full.delivery.days.standard, india: { min: 60, max: 60 } },
      },
      blockedMessage: 'ab',
      cod: { ...full.delivery.cod, maxOpen: 50 },
    };
    const res = await put({ delivery: atLimits });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.delivery).toEqual(atLimits);
    const shop = await t.app.inject({ method: 'GET', url: '/api/common/settings/get' });
    expect(shop.json().data.delivery).toEqual(atLimits);
    expect((await put({ delivery: { ...atLimits, blockedMessage: 'x'.repeat(300) } })).statusCode).toBe(200);
  });

  it('keeps the return policy at its limits and shows it to the shop (SPEC §9’s figures by default)', async () => {
    const shop = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/common/settings/get' })).json().data.returns;
    const atLimits = {
      cancelWithinHours: 72,
      returnWithinDays: 90,
      restockingPercent: { unopened: 0, opened: 50, damagedPackaging: 49.99 },
      refundDays: { min: 30, max: 30 },
    };
    const res = await put({ returns: atLimits });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.returns).toEqual(atLimits);
    expect(await shop()).toEqual(atLimits);
    const low = { ...atLimits, cancelWithinHours: 0, returnWithinDays: 0, refundDays: { min: 1, max: 1 } };
    expect((await put({ returns: low })).json().data.returns).toEqual(low);
    // Numbers are JSON numbers (decision 027): the settings form turns its text into them.
    const text = await put({ returns: { ...full.returns, cancelWithinHours: '6', returnWithinDays: '14' } });
    expect([text.statusCode, text.json().message]).toEqual([
      400,
      'returns.cancelWithinHours: The cancellation window must be a number; returns.returnWithinDays: The return window must be a number',
    ]);
    expect(await shop()).toEqual(low);
    // Two decimals are hundredths, whatever binary fractions make of them (0.07 * 100 is 7.000000000000001).
    const hundredths = { ...low, restockingPercent: { unopened: 0.07, opened: 0.29, damagedPackaging: 1.1 } };
    expect((await put({ returns: hundredths })).json().data.returns).toEqual(hundredths);
    const thousandths = await put({
      returns: { ...low, restockingPercent: { ...low.restockingPercent, opened: 0.071 } },
    });
    expect([thousandths.statusCode, thousandths.json().message]).toEqual([
      400,
      'returns.restockingPercent.opened: The fee for opened items may have at most 2 decimals',
    ]);
    expect((await put({ returns: full.returns })).json().data.returns).toEqual(full.returns);
    // Two decimals however binary floating point writes them (4.35 × 100 is 434.99999999999994).
    const binary = {
      ...full.returns,
      restockingPercent: { unopened: 4.35, opened: 1.15, damagedPackaging: 0.29 },
    };
    const taken = await put({ returns: binary });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.returns).toEqual(binary);
    expect((await put({ returns: full.returns })).statusCode).toBe(200);
    expect((await put({ returns: returnsWith(['cancelWithinHours'], 73) })).json().message).toContain(
      'The cancellation window must be from 0 to 72 hours',
    );
    expect(
      (await put({ returns: returnsWith(['refundDays'], { min: 10, max: 7 }) })).json().message,
    ).toContain('The earliest refund day must not be after the latest');
  });

  it('says which delivery rule is wrong', async () => {
    const answer = (
      await put({ delivery: deliveryWith(['days', 'standard', 'india'], { min: 6, max: 5 }) })
    ).json();
    expect(answer.message).toContain('The earliest day must not be after the latest');
    expect((await put({ delivery: deliveryWith(['blockedStates'], ['25']) })).json().message).toContain(
      'Each state must be a GST state code',
    );
  });

  it('takes the shop’s state from another valid GSTIN', async () => {
    const res = await put({ gstNumber: '24AAACR5055K1ZD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      gstNumber: '24AAACR5055K1ZD',
      shopStateCode: '24',
      shopState: 'Gujarat',
    });
  });
});
