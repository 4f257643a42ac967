import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_DELIVERY_POLICY,
  DELIVERY_METHODS,
  DELIVERY_ZONES,
  PAYMENT_METHODS,
  addBusinessDays,
  codMessage,
  codRefusal,
  deliveryFeePaise,
  deliveryWindow,
  fragileFeePaise,
  indiaDay,
  isServiceable,
  localPrefixes,
  quoteDelivery,
  shopPincode,
  shortOfFreeDeliveryPaise,
  freeDeliveryNudge,
  zoneOf,
  type DeliveryPolicy,
  type Origin,
} from './delivery';
import { DeliverySettingsSchema, policyOf, settingsOf, type DeliverySettings } from './contracts/delivery';
import { DEFAULT_DELIVERY_SETTINGS } from './policy-defaults';

// Every expected value below is worked out by hand from SPEC §9 and the calendar, never by the code under test.
// The calendar used: 2026-11-26 is a Thursday, so 27 Fri, 28 Sat, 29 Sun, 30 Mon, 1 Dec Tue, 2 Wed, 3 Thu, 4 Fri.

const P = DEFAULT_DELIVERY_POLICY;
/** The default policy (cash on delivery on) with `cod`'s changes. */
const withCod = (cod: Partial<DeliveryPolicy['cod']>): DeliveryPolicy => ({
  ...P,
  cod: { ...P.cod, enabled: true, ...cod },
});
const COD_ON = withCod({});

/** A shop in Pune (Maharashtra, GST state code 27) whose local area is the 411 pincodes. */
const PUNE: Origin = { localPrefixes: ['411'], stateCode: '27' };

describe('the enumerations', () => {
  it('name the two delivery methods, the three zones and the two ways to pay', () => {
    expect(DELIVERY_METHODS).toEqual(['standard', 'express']);
    expect(DELIVERY_ZONES).toEqual(['city', 'state', 'india']);
    expect(PAYMENT_METHODS).toEqual(['phonepe', 'cod']);
  });
});

describe('DEFAULT_DELIVERY_POLICY (SPEC §9)', () => {
  it('is free above ₹499, ₹49 (₹29 local), express ₹99/₹149/₹199, fragile ₹50, COD ₹25 up to ₹10,000 with 2 open', () => {
    expect(DEFAULT_DELIVERY_POLICY).toEqual({
      freeAbovePaise: 49_900,
      standardFeePaise: 4_900,
      localFeePaise: 2_900,
      localPincodes: [],
      expressFeePaise: { city: 9_900, state: 14_900, india: 19_900 },
      days: {
        standard: { city: { min: 1, max: 2 }, state: { min: 3, max: 5 }, india: { min: 4, max: 7 } },
        express: { city: { min: 1, max: 1 }, state: { min: 1, max: 2 }, india: { min: 2, max: 4 } },
      },
      fragileFeePaise: 5_000,
      blockedStateCodes: [],
      blockedPincodes: [],
      blockedMessage:
        'Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.',
      cod: {
        enabled: true,
        feePaise: 2_500,
        maxOrderPaise: 1_000_000,
        zones: ['city', 'state', 'india'],
        maxOpen: 2,
      },
    });
  });
});

describe('deliveryFeePaise', () => {
  it('standard: ₹499.00 of goods still pays ₹49 (₹29 in the city); ₹499.01 pays nothing', () => {
    expect(deliveryFeePaise(P, 'standard', 'india', 49_900)).toBe(4_900);
    expect(deliveryFeePaise(P, 'standard', 'state', 49_900)).toBe(4_900);
    expect(deliveryFeePaise(P, 'standard', 'city', 49_900)).toBe(2_900);
    expect(deliveryFeePaise(P, 'standard', 'india', 49_901)).toBe(0);
    expect(deliveryFeePaise(P, 'standard', 'state', 49_901)).toBe(0);
    expect(deliveryFeePaise(P, 'standard', 'city', 49_901)).toBe(0);
  });

  it('standard below the threshold, down to an empty cart', () => {
    expect(deliveryFeePaise(P, 'standard', 'state', 1)).toBe(4_900);
    expect(deliveryFeePaise(P, 'standard', 'city', 0)).toBe(2_900);
  });

  it('express is never free: ₹99 city, ₹149 state, ₹199 india, whatever the goods', () => {
    for (const goods of [0, 49_900, 49_901, 5_000_000]) {
      expect(deliveryFeePaise(P, 'express', 'city', goods)).toBe(9_900);
      expect(deliveryFeePaise(P, 'express', 'state', goods)).toBe(14_900);
      expect(deliveryFeePaise(P, 'express', 'india', goods)).toBe(19_900);
    }
  });

  it("uses the policy's own figures", () => {
    const own: DeliveryPolicy = {
      ...P,
      freeAbovePaise: 100_000,
      standardFeePaise: 6_000,
      localFeePaise: 1_000,
      expressFeePaise: { city: 1, state: 2, india: 3 },
    };
    expect(deliveryFeePaise(own, 'standard', 'india', 100_000)).toBe(6_000);
    expect(deliveryFeePaise(own, 'standard', 'city', 100_000)).toBe(1_000);
    expect(deliveryFeePaise(own, 'standard', 'india', 100_001)).toBe(0);
    expect(deliveryFeePaise(own, 'express', 'state', 100_001)).toBe(2);
  });
});

describe('shortOfFreeDeliveryPaise ("add ₹X more for free delivery")', () => {
  it('is one paisa above the threshold less the goods, and never below 0', () => {
    expect(shortOfFreeDeliveryPaise(P, 49_899)).toBe(2);
    expect(shortOfFreeDeliveryPaise(P, 49_900)).toBe(1);
    expect(shortOfFreeDeliveryPaise(P, 49_901)).toBe(0);
    expect(shortOfFreeDeliveryPaise(P, 60_000)).toBe(0);
    expect(shortOfFreeDeliveryPaise(P, 0)).toBe(49_901);
  });
});

describe('freeDeliveryNudge (the shortfall as a shopper is asked to add it)', () => {
  it('rounds up to the whole rupee, so adding it always reaches free delivery', () => {
    expect(freeDeliveryNudge(46_101)).toBe('₹462');
    expect(freeDeliveryNudge(46_100)).toBe('₹461');
    expect(freeDeliveryNudge(46_099)).toBe('₹461');
    expect(freeDeliveryNudge(1)).toBe('₹1');
    expect(freeDeliveryNudge(100)).toBe('₹1');
    expect(freeDeliveryNudge(101)).toBe('₹2');
  });

  it('groups thousands as en-IN does', () => {
    expect(freeDeliveryNudge(99_901)).toBe('₹1,000');
    expect(freeDeliveryNudge(10_000_000)).toBe('₹1,00,000');
  });
});

describe('fragileFeePaise', () => {
  it('is ₹50 once when anything is fragile, else nothing', () => {
    expect(fragileFeePaise(P, true)).toBe(5_000);
    expect(fragileFeePaise(P, false)).toBe(0);
    expect(fragileFeePaise({ ...P, fragileFeePaise: 7_500 }, true)).toBe(7_500);
  });
});

describe('zoneOf', () => {
  it('city: the pincode starts with a local prefix, whatever its state', () => {
    expect(zoneOf(PUNE, { pincode: '411038', stateCode: '27' })).toBe('city');
    expect(
      zoneOf({ localPrefixes: ['560', '411'], stateCode: '27' }, { pincode: '411001', stateCode: '27' }),
    ).toBe('city');
    // A prefix, not a substring: 411 is not the start of 441104.
    expect(zoneOf(PUNE, { pincode: '441104', stateCode: '27' })).toBe('state');
    // A whole pincode as the prefix matches that pincode only.
    const one: Origin = { localPrefixes: ['411038'], stateCode: '27' };
    expect(zoneOf(one, { pincode: '411038', stateCode: '27' })).toBe('city');
    expect(zoneOf(one, { pincode: '411039', stateCode: '27' })).toBe('state');
    // A longer prefix than the pincode's start does not match.
    expect(zoneOf({ localPrefixes: ['4110'], stateCode: '27' }, { pincode: '411138', stateCode: '27' })).toBe(
      'state',
    );
    expect(zoneOf({ localPrefixes: ['4110'], stateCode: '27' }, { pincode: '411038', stateCode: '27' })).toBe(
      'city',
    );
  });

  it('an empty prefix is ignored (it would make every pincode local)', () => {
    expect(zoneOf({ localPrefixes: [''], stateCode: '27' }, { pincode: '400001', stateCode: '27' })).toBe(
      'state',
    );
    expect(
      zoneOf({ localPrefixes: ['', '411'], stateCode: '27' }, { pincode: '560001', stateCode: '29' }),
    ).toBe('india');
    expect(
      zoneOf({ localPrefixes: ['', '411'], stateCode: '27' }, { pincode: '411001', stateCode: '27' }),
    ).toBe('city');
  });

  it("state: not local, in the shop's state; india: another state", () => {
    expect(zoneOf(PUNE, { pincode: '400001', stateCode: '27' })).toBe('state');
    expect(zoneOf(PUNE, { pincode: '560001', stateCode: '29' })).toBe('india');
    expect(zoneOf({ localPrefixes: [], stateCode: '29' }, { pincode: '400001', stateCode: '27' })).toBe(
      'india',
    );
  });

  it("a shop whose state is not known: everything that is not local is 'india'", () => {
    const unknown: Origin = { localPrefixes: ['411'], stateCode: null };
    expect(zoneOf(unknown, { pincode: '400001', stateCode: '27' })).toBe('india');
    expect(zoneOf(unknown, { pincode: '411001', stateCode: '27' })).toBe('city');
    expect(zoneOf({ localPrefixes: [], stateCode: null }, { pincode: '411001', stateCode: '27' })).toBe(
      'india',
    );
  });
});

describe('isServiceable', () => {
  it('everywhere when nothing is blocked', () => {
    expect(isServiceable(P, { pincode: '744101', stateCode: '35' })).toBe(true);
  });

  it('not in a blocked state', () => {
    const policy: DeliveryPolicy = { ...P, blockedStateCodes: ['35', '38'] };
    expect(isServiceable(policy, { pincode: '744101', stateCode: '35' })).toBe(false);
    expect(isServiceable(policy, { pincode: '737101', stateCode: '11' })).toBe(true);
  });

  it('not at a pincode starting with a blocked prefix', () => {
    const policy: DeliveryPolicy = { ...P, blockedPincodes: ['744', '194101'] };
    expect(isServiceable(policy, { pincode: '744101', stateCode: '35' })).toBe(false);
    expect(isServiceable(policy, { pincode: '194101', stateCode: '38' })).toBe(false);
    expect(isServiceable(policy, { pincode: '194102', stateCode: '38' })).toBe(true);
    expect(isServiceable(policy, { pincode: '474001', stateCode: '23' })).toBe(true);
  });

  it('an empty blocked prefix blocks nothing', () => {
    expect(isServiceable({ ...P, blockedPincodes: [''] }, { pincode: '411001', stateCode: '27' })).toBe(true);
  });
});

describe('codRefusal', () => {
  it('allows an order of exactly the limit; one paisa more is over it', () => {
    expect(codRefusal(COD_ON, 'india', 1_000_000, 0)).toBeNull();
    expect(codRefusal(COD_ON, 'india', 1_000_001, 0)).toBe('limit');
  });

  it('allows one open cash order fewer than the most; at the most it refuses', () => {
    expect(codRefusal(COD_ON, 'city', 50_000, 1)).toBeNull();
    expect(codRefusal(COD_ON, 'city', 50_000, 2)).toBe('open');
    expect(codRefusal(COD_ON, 'city', 50_000, 3)).toBe('open');
    expect(codRefusal(withCod({ maxOpen: 0 }), 'city', 50_000, 0)).toBe('open');
  });

  it('refuses when cash on delivery is off, or not offered in the zone', () => {
    expect(codRefusal(withCod({ enabled: false }), 'city', 50_000, 0)).toBe('off');
    const notIndia = withCod({ zones: ['city', 'state'] });
    expect(codRefusal(notIndia, 'india', 50_000, 0)).toBe('zone');
    expect(codRefusal(notIndia, 'state', 50_000, 0)).toBeNull();
  });

  it('gives the first reason that applies: off, zone, limit, open', () => {
    const everything = { enabled: false, zones: [] };
    expect(codRefusal(withCod(everything), 'city', 1_000_001, 2)).toBe('off');
    expect(codRefusal(withCod({ zones: [] }), 'city', 1_000_001, 2)).toBe('zone');
    expect(codRefusal(COD_ON, 'city', 1_000_001, 2)).toBe('limit');
    expect(codRefusal(COD_ON, 'city', 1_000_000, 2)).toBe('open');
  });
});

describe('codMessage', () => {
  it('tells the buyer why, with the limit and the open count', () => {
    expect(codMessage('off', P)).toBe('Cash on delivery is not available at the moment.');
    expect(codMessage('zone', P)).toBe('Cash on delivery is not offered at this pincode.');
    expect(codMessage('limit', P)).toBe(
      'Cash on delivery is available for orders up to ₹10,000.00. Please pay online.',
    );
    expect(codMessage('open', P)).toBe(
      'You have 2 unpaid cash-on-delivery orders open. Please pay online, or wait until one is delivered.',
    );
    expect(codMessage('limit', withCod({ maxOrderPaise: 250_050 }))).toBe(
      'Cash on delivery is available for orders up to ₹2,500.50. Please pay online.',
    );
    expect(codMessage('open', withCod({ maxOpen: 5 }))).toBe(
      'You have 5 unpaid cash-on-delivery orders open. Please pay online, or wait until one is delivered.',
    );
  });
});

describe('shopPincode', () => {
  it('is the 6-digit number of the address', () => {
    expect(shopPincode('Shop 4, Laxmi Road, Pune 411002, Maharashtra')).toBe('411002');
    expect(shopPincode('Shop 4, Laxmi Road, Pune - 411002')).toBe('411002');
    expect(shopPincode('411002')).toBe('411002');
  });

  it('is null without one', () => {
    expect(shopPincode('Shop 4, Laxmi Road, Pune, Maharashtra')).toBeNull();
    expect(shopPincode('')).toBeNull();
    expect(shopPincode('Plot 12, Sector 45, Pune 41100')).toBeNull();
  });

  it('is the last of two 6-digit numbers', () => {
    expect(shopPincode('Plot 100200, MIDC Bhosari, Pune 411026, Maharashtra')).toBe('411026');
    expect(shopPincode('Gala 123456 Pune 411026')).toBe('411026');
  });

  it('a 7-digit (or longer) number is not a pincode, nor are its digits', () => {
    expect(shopPincode('Phone 2024567, Pune')).toBeNull();
    expect(shopPincode('Phone 9876543210')).toBeNull();
    expect(shopPincode('Pune 411002, phone 2024567')).toBe('411002');
    expect(shopPincode('Pune 411002, phone 9876543210')).toBe('411002');
  });
});

describe('localPrefixes', () => {
  it("the policy's own local pincodes win", () => {
    expect(localPrefixes({ ...P, localPincodes: ['411001', '4110'] }, '560001')).toEqual(['411001', '4110']);
    expect(localPrefixes({ ...P, localPincodes: ['411001'] }, null)).toEqual(['411001']);
  });

  it("else the shop pincode's first 3 digits (its city)", () => {
    expect(localPrefixes(P, '411002')).toEqual(['411']);
  });

  it('else none', () => {
    expect(localPrefixes(P, null)).toEqual([]);
  });
});

describe('indiaDay (UTC+5:30)', () => {
  it("is India's calendar day as a UTC midnight", () => {
    // 2026-11-28T18:29Z is Saturday 23:59 in India; 18:31Z is already Sunday 00:01.
    expect(indiaDay(new Date('2026-11-28T18:29:00Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(indiaDay(new Date('2026-11-28T18:31:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    // Exactly midnight in India.
    expect(indiaDay(new Date('2026-11-28T18:30:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(indiaDay(new Date('2026-11-28T18:29:59.999Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    // Friday 20:00 UTC is Saturday 01:30 in India.
    expect(indiaDay(new Date('2026-11-27T20:00:00Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(indiaDay(new Date('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('before 1970 too (a negative time)', () => {
    // 1969-07-20T20:17Z is 21 July 01:47 in India; 1969-07-20T10:00Z is 20 July 15:30.
    expect(indiaDay(new Date('1969-07-20T20:17:00Z')).toISOString()).toBe('1969-07-21T00:00:00.000Z');
    expect(indiaDay(new Date('1969-07-20T10:00:00Z')).toISOString()).toBe('1969-07-20T00:00:00.000Z');
  });
});

describe('addBusinessDays (Monday–Saturday)', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const iso = (d: Date) => d.toISOString().slice(0, 10);

  it('0 days is the same day, even a Sunday', () => {
    expect(iso(addBusinessDays(day('2026-11-26'), 0))).toBe('2026-11-26');
    expect(iso(addBusinessDays(day('2026-11-29'), 0))).toBe('2026-11-29');
  });

  it('counts the days after, skipping Sunday', () => {
    expect(iso(addBusinessDays(day('2026-11-26'), 1))).toBe('2026-11-27');
    expect(iso(addBusinessDays(day('2026-11-26'), 2))).toBe('2026-11-28');
    expect(iso(addBusinessDays(day('2026-11-26'), 3))).toBe('2026-11-30');
    expect(iso(addBusinessDays(day('2026-11-28'), 1))).toBe('2026-11-30');
    expect(iso(addBusinessDays(day('2026-11-29'), 1))).toBe('2026-11-30');
    expect(iso(addBusinessDays(day('2026-11-27'), 2))).toBe('2026-11-30');
    // Two Sundays (29 Nov and 6 Dec) within 8 business days of a Thursday.
    expect(iso(addBusinessDays(day('2026-11-26'), 8))).toBe('2026-12-05');
    expect(iso(addBusinessDays(day('2026-11-26'), 9))).toBe('2026-12-07');
  });

  it('keeps the time of day it was given', () => {
    expect(addBusinessDays(new Date('2026-11-28T10:15:00Z'), 1).toISOString()).toBe(
      '2026-11-30T10:15:00.000Z',
    );
  });
});

describe('deliveryWindow', () => {
  it('an order at 23:59 on Saturday in India counts from Saturday; at 00:01 on Sunday, from Sunday', () => {
    const range = { min: 0, max: 1 };
    expect(deliveryWindow(new Date('2026-11-28T18:29:00Z'), range)).toEqual({
      from: '2026-11-28',
      to: '2026-11-30',
    });
    expect(deliveryWindow(new Date('2026-11-28T18:31:00Z'), range)).toEqual({
      from: '2026-11-29',
      to: '2026-11-30',
    });
    expect(deliveryWindow(new Date('2026-11-28T18:29:00Z'), { min: 0, max: 0 })).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
  });

  it("is in India's calendar even when UTC is still on the day before (Friday 20:00 UTC is Saturday in India)", () => {
    expect(deliveryWindow(new Date('2026-11-27T20:00:00Z'), { min: 1, max: 2 })).toEqual({
      from: '2026-11-30',
      to: '2026-12-01',
    });
  });

  it("DEFAULT_DELIVERY_POLICY's ranges for an order on Thursday 2026-11-26 at 10:00 in India", () => {
    const thursday = new Date('2026-11-26T04:30:00Z');
    const d = DEFAULT_DELIVERY_POLICY.days;
    expect(deliveryWindow(thursday, d.standard.city)).toEqual({ from: '2026-11-27', to: '2026-11-28' });
    expect(deliveryWindow(thursday, d.standard.state)).toEqual({ from: '2026-11-30', to: '2026-12-02' });
    expect(deliveryWindow(thursday, d.standard.india)).toEqual({ from: '2026-12-01', to: '2026-12-04' });
    expect(deliveryWindow(thursday, d.express.city)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(deliveryWindow(thursday, d.express.state)).toEqual({ from: '2026-11-27', to: '2026-11-28' });
    expect(deliveryWindow(thursday, d.express.india)).toEqual({ from: '2026-11-28', to: '2026-12-01' });
  });
});

describe('quoteDelivery', () => {
  const thursday = new Date('2026-11-26T04:30:00Z');

  it('a fragile ₹499.00 order to Pune itself, standard: ₹29, ₹50 packing, 1 paisa short of free', () => {
    expect(
      quoteDelivery(
        P,
        PUNE,
        { pincode: '411038', stateCode: '27' },
        { paise: 49_900, anyFragile: true },
        'standard',
        thursday,
      ),
    ).toEqual({
      zone: 'city',
      method: 'standard',
      deliveryFeePaise: 2_900,
      fragileFeePaise: 5_000,
      window: { from: '2026-11-27', to: '2026-11-28' },
      options: [
        { method: 'standard', feePaise: 2_900, from: '2026-11-27', to: '2026-11-28' },
        { method: 'express', feePaise: 9_900, from: '2026-11-27', to: '2026-11-27' },
      ],
      shortOfFreePaise: 1,
    });
  });

  it('a ₹600 order to Bengaluru, express: ₹199, standard would be free', () => {
    expect(
      quoteDelivery(
        P,
        PUNE,
        { pincode: '560001', stateCode: '29' },
        { paise: 60_000, anyFragile: false },
        'express',
        thursday,
      ),
    ).toEqual({
      zone: 'india',
      method: 'express',
      deliveryFeePaise: 19_900,
      fragileFeePaise: 0,
      window: { from: '2026-11-28', to: '2026-12-01' },
      options: [
        { method: 'standard', feePaise: 0, from: '2026-12-01', to: '2026-12-04' },
        { method: 'express', feePaise: 19_900, from: '2026-11-28', to: '2026-12-01' },
      ],
      shortOfFreePaise: 0,
    });
  });

  it('a ₹100 order to Mumbai (same state), standard: ₹49', () => {
    expect(
      quoteDelivery(
        P,
        PUNE,
        { pincode: '400001', stateCode: '27' },
        { paise: 10_000, anyFragile: false },
        'standard',
        thursday,
      ),
    ).toEqual({
      zone: 'state',
      method: 'standard',
      deliveryFeePaise: 4_900,
      fragileFeePaise: 0,
      window: { from: '2026-11-30', to: '2026-12-02' },
      options: [
        { method: 'standard', feePaise: 4_900, from: '2026-11-30', to: '2026-12-02' },
        { method: 'express', feePaise: 14_900, from: '2026-11-27', to: '2026-11-28' },
      ],
      shortOfFreePaise: 39_901,
    });
  });

  it('is null where the shop does not deliver (a blocked state or pincode)', () => {
    const goods = { paise: 10_000, anyFragile: false };
    const to = { pincode: '744101', stateCode: '35' };
    expect(
      quoteDelivery({ ...P, blockedStateCodes: ['35'] }, PUNE, to, goods, 'standard', thursday),
    ).toBeNull();
    expect(
      quoteDelivery({ ...P, blockedPincodes: ['744'] }, PUNE, to, goods, 'express', thursday),
    ).toBeNull();
  });
});

describe('policyOf / settingsOf (rupees in the API, paise in the rules)', () => {
  const SETTINGS: DeliverySettings = {
    freeAbove: 499,
    standardFee: 49,
    localFee: 29,
    localPincodes: [],
    expressFee: { city: 99, state: 149, india: 199 },
    days: {
      standard: { city: { min: 1, max: 2 }, state: { min: 3, max: 5 }, india: { min: 4, max: 7 } },
      express: { city: { min: 1, max: 1 }, state: { min: 1, max: 2 }, india: { min: 2, max: 4 } },
    },
    fragileFee: 50,
    blockedStates: [],
    blockedPincodes: [],
    blockedMessage:
      'Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.',
    cod: { enabled: true, fee: 25, maxOrder: 10_000, zones: ['city', 'state', 'india'], maxOpen: 2 },
  };

  it("the defaults in rupees are SPEC §9's figures, and back", () => {
    expect(settingsOf(DEFAULT_DELIVERY_POLICY)).toEqual(SETTINGS);
    expect(policyOf(SETTINGS)).toEqual(DEFAULT_DELIVERY_POLICY);
    // The storefront's fallback settings (data apart from the rules) are the same figures.
    expect(DEFAULT_DELIVERY_SETTINGS).toEqual(settingsOf(DEFAULT_DELIVERY_POLICY));
  });

  it('rupees with paise convert exactly (19.5 rupees is 1950 paise) and round trip', () => {
    const own: DeliverySettings = {
      ...SETTINGS,
      freeAbove: 999.99,
      standardFee: 19.5,
      localFee: 0,
      localPincodes: ['411001', '4110'],
      expressFee: { city: 59.9, state: 89.01, india: 129 },
      days: {
        ...SETTINGS.days,
        express: { city: { min: 0, max: 1 }, state: { min: 1, max: 3 }, india: { min: 2, max: 6 } },
      },
      fragileFee: 0.5,
      blockedStates: ['35', '38'],
      blockedPincodes: ['744'],
      blockedMessage: 'Not yet.',
      cod: { enabled: false, fee: 30.25, maxOrder: 5_000.5, zones: ['city'], maxOpen: 1 },
    };
    const policy = policyOf(own);
    expect(policy).toEqual({
      freeAbovePaise: 99_999,
      standardFeePaise: 1_950,
      localFeePaise: 0,
      localPincodes: ['411001', '4110'],
      expressFeePaise: { city: 5_990, state: 8_901, india: 12_900 },
      days: {
        standard: { city: { min: 1, max: 2 }, state: { min: 3, max: 5 }, india: { min: 4, max: 7 } },
        express: { city: { min: 0, max: 1 }, state: { min: 1, max: 3 }, india: { min: 2, max: 6 } },
      },
      fragileFeePaise: 50,
      blockedStateCodes: ['35', '38'],
      blockedPincodes: ['744'],
      blockedMessage: 'Not yet.',
      cod: { enabled: false, feePaise: 3_025, maxOrderPaise: 500_050, zones: ['city'], maxOpen: 1 },
    });
    expect(settingsOf(policy)).toEqual(own);
  });

  it('DeliverySettingsSchema accepts the defaults as they are, and JSON numbers only (decision 027)', () => {
    expect(DeliverySettingsSchema.parse(SETTINGS)).toEqual(SETTINGS);
    const parsed = DeliverySettingsSchema.parse({ ...SETTINGS, standardFee: 19.5 });
    expect(policyOf(parsed).standardFeePaise).toBe(1_950);
    expect(DeliverySettingsSchema.safeParse({ ...SETTINGS, standardFee: '19.5' }).success).toBe(false);
    // A fee of ₹1,00,000 is the most; a paisa more is refused.
    expect(DeliverySettingsSchema.safeParse({ ...SETTINGS, standardFee: 100_000 }).success).toBe(true);
    expect(DeliverySettingsSchema.safeParse({ ...SETTINGS, standardFee: 100_000.01 }).success).toBe(false);
  });

  it('DeliverySettingsSchema keeps each pincode, state and COD zone once, and still says they are lists of them', () => {
    const parsed = DeliverySettingsSchema.parse({
      ...SETTINGS,
      localPincodes: ['4110', '4110', '411001'],
      blockedStates: ['35', '35'],
      cod: { ...SETTINGS.cod, zones: ['city', 'city', 'state'] },
    });
    expect([parsed.localPincodes, parsed.blockedStates, parsed.cod.zones]).toEqual([
      ['4110', '411001'],
      ['35'],
      ['city', 'state'],
    ]);
    // Its answer's JSON Schema (the API's document) names the items: nothing is a bare {}.
    const json = z.toJSONSchema(DeliverySettingsSchema, { io: 'output' }) as {
      properties: Record<string, { items?: object; properties?: Record<string, { items?: object }> }>;
    };
    expect(json.properties.localPincodes!.items).toMatchObject({ type: 'string' });
    expect(json.properties.blockedStates!.items).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['35']),
    });
    expect(json.properties.cod!.properties!.zones!.items).toMatchObject({ enum: ['city', 'state', 'india'] });
  });

  it('DeliverySettingsSchema refuses a range whose earliest day is after its latest, and a state that is not one', () => {
    const backwards = {
      ...SETTINGS,
      days: { ...SETTINGS.days, standard: { ...SETTINGS.days.standard, city: { min: 3, max: 2 } } },
    };
    expect(DeliverySettingsSchema.safeParse(backwards).success).toBe(false);
    expect(DeliverySettingsSchema.safeParse({ ...SETTINGS, blockedStates: ['99'] }).success).toBe(false);
  });
});
