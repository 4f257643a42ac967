import { describe, expect, it } from 'vitest';
import { GST_STATES, GST_STATE_CODES, isStateCode, stateByCode, stateLabel } from './states';
import { pincodePrefixTable, stateForPincode } from './pincode-states';
import { gstinCheckChar, gstinProblem, isValidGstin, stateOfGstin } from './gstin';
import { hsnSummary } from './hsn-summary';
import { supplyTo } from './supply';

describe('GST states and union territories', () => {
  it('lists the 28 states and 8 union territories with their GST codes', () => {
    expect(GST_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(GST_STATES.filter((s) => s.kind === 'ut')).toHaveLength(8);
    expect(new Set(GST_STATE_CODES).size).toBe(36);
    expect(stateByCode('27')?.name).toBe('Maharashtra');
    expect(stateByCode('24')?.name).toBe('Gujarat');
    expect(stateByCode('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateByCode('36')?.name).toBe('Telangana');
    expect(stateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(stateByCode('38')?.name).toBe('Ladakh');
    expect(stateLabel('24')).toBe('Gujarat (24)');
  });
  it('has no code that no address can have', () => {
    for (const code of ['25', '28', '96', '97', '99', '00', '39', '', '7', null, undefined])
      expect(stateByCode(code)).toBeNull();
    expect(stateLabel('99')).toBe('99');
  });
  it('tells a state code from anything else', () => {
    for (const code of ['01', '24', '27', '38']) expect(isStateCode(code), code).toBe(true);
    for (const code of ['25', '99', '', 27, null, undefined, {}])
      expect(isStateCode(code), String(code)).toBe(false);
  });
});

describe('pincode → state', () => {
  // Real PIN codes, one or more for every state and union territory; the awkward ones are those whose
  // 3-digit prefix belongs mostly to another state.
  const cases: Record<string, string[]> = {
    '01': ['190001', '180001'], // Srinagar, Jammu
    '02': ['171001'], // Shimla
    '03': ['141001', '160055', '160062', '160103', '160104'], // Ludhiana; Mohali under Chandigarh's 160
    '04': ['160017', '160036', '160101'], // Chandigarh sectors, Manimajra
    '05': ['248001', '263001', '247667', '244713', '262501'], // Dehradun, Nainital; Roorkee, Kashipur, Pithoragarh under UP's 247/244/262
    '06': ['122001', '134109'], // Gurugram, Panchkula
    '07': ['110001'], // New Delhi
    '08': ['302001'], // Jaipur
    '09': ['226001', '201301', '246701', '247001', '262001'], // Lucknow, Noida; Bijnor under Uttarakhand's 246
    '10': ['800001', '814131'], // Patna; Banka under Jharkhand's 814
    '11': ['737101'], // Gangtok
    '12': ['791111'], // Itanagar
    '13': ['797001'], // Kohima
    '14': ['795001'], // Imphal
    '15': ['796001'], // Aizawl
    '16': ['799001'], // Agartala
    '17': ['793001'], // Shillong
    '18': ['781001'], // Guwahati
    '19': ['700001'], // Kolkata
    '20': ['834001', '813208'], // Ranchi; Godda under Bihar's 813
    '21': ['751001'], // Bhubaneswar
    '22': ['492001'], // Raipur
    '23': ['462001'], // Bhopal
    '24': ['395003', '380001', '396001', '362001'], // Surat, Ahmedabad, Valsad, Junagadh
    '26': ['396230', '396210', '362520'], // Silvassa, Daman, Diu — under Gujarat's 396 and 362
    '27': ['411001', '400001', '416510'], // Pune, Mumbai, Sindhudurg
    '29': ['560001'], // Bengaluru
    '30': ['403001', '403601'], // Panaji, Margao
    '31': ['682555'], // Kavaratti, under Kerala's 682
    '32': ['682001', '695001', '673001'], // Kochi, Thiruvananthapuram, Kozhikode
    '33': ['600001', '605602', '609001'], // Chennai, Villupuram, Mayiladuthurai
    '34': ['605001', '609602', '533464', '673310'], // Puducherry, Karaikal, Yanam (in AP's 533), Mahe (in Kerala's 673)
    '35': ['744101'], // Port Blair
    '36': ['500001', '507001'], // Hyderabad, Khammam
    '37': ['520001', '530001', '533001', '507130'], // Vijayawada, Visakhapatnam, Kakinada; a mandal moved from Khammam
    '38': ['194101', '194103'], // Leh, Kargil (not Jammu and Kashmir since 2019)
  };
  it.each(Object.entries(cases))('state %s', (code, pins) => {
    for (const pin of pins) expect(stateForPincode(pin)?.code, pin).toBe(code);
  });
  it('covers every state and union territory', () => {
    expect(Object.keys(cases).sort()).toEqual([...GST_STATE_CODES].sort());
    expect(new Set(pincodePrefixTable().map(([, code]) => code))).toEqual(new Set(GST_STATE_CODES));
  });
  it('has no prefix shorter than 3 digits, and only known state codes', () => {
    for (const [prefix, code] of pincodePrefixTable()) {
      expect(prefix).toMatch(/^[1-9]\d{2,5}$/);
      expect(stateByCode(code)).not.toBeNull();
    }
  });
  it('lists the prefixes in order, a shorter prefix before its longer ones', () => {
    const prefixes = pincodePrefixTable().map(([prefix]) => prefix);
    expect(prefixes.slice(0, 3)).toEqual(['110', '121', '122']);
    expect(prefixes.slice(prefixes.indexOf('160'), prefixes.indexOf('160') + 5)).toEqual([
      '160',
      '16005',
      '16006',
      '16007',
      '1601',
    ]);
    for (let i = 1; i < prefixes.length; i++)
      expect(prefixes[i - 1] < prefixes[i], `${prefixes[i - 1]} < ${prefixes[i]}`).toBe(true);
  });
  it('answers null for an unknown prefix or anything not a PIN code', () => {
    for (const pin of ['999999', '100000', '000000', '012345', '41100', '4110011', 'abcdef', '', '41 001']) {
      expect(stateForPincode(pin), pin).toBeNull();
    }
    expect(stateForPincode(' 411001 ')?.code).toBe('27');
  });
});

describe('GSTIN', () => {
  it('accepts valid GSTINs (GSTN’s published example and others)', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACR5055K1ZD'])
      expect(gstinProblem(g), g).toBeNull();
  });
  it('computes the mod-36 check character', () => {
    // 27AAPFU0939F1Z is worth 2 7 10 10 25 15 30 0 9 3 9 15 1 35. Odd positions count once:
    // 2+10+25+30+9+9+1 = 86. Even positions double, and a product counts as quotient + remainder by 36:
    // 14 + 20 + 30 + 0 + 6 + 30 + (70 → 1+34 = 35) = 135. Sum 221; 221 mod 36 = 5; 36 − 5 = 31 → 'V'.
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
  });
  it('refuses a wrong check character, a bad format and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1ZV'.replace('0939', '0993'))).toBe('checksum'); // swapped digits
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1AV')).toBe('format');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('25AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('x27AAPFU0939F1ZV')).toBe('format'); // the whole string, not a GSTIN inside it
    expect(gstinProblem('27AAPFU0939F1ZVx')).toBe('format');
    expect(isValidGstin('')).toBe(false);
  });
  it('gives the state of a valid GSTIN only', () => {
    expect(stateOfGstin('27aapfu0939f1zv')?.name).toBe('Maharashtra');
    expect(stateOfGstin('27AAPFU0939F1ZW')).toBeNull();
    expect(stateOfGstin('')).toBeNull();
    expect(stateOfGstin(null)).toBeNull();
    expect(stateOfGstin(undefined)).toBeNull();
    expect(stateOfGstin(' 24aaacr5055k1zd ')?.name).toBe('Gujarat');
  });
});

describe('supplyTo (place of supply and tax type of a delivery)', () => {
  const PUNE_SHOP = '27AAPFU0939F1ZV'; // Maharashtra
  it('is intra-state (CGST + SGST) to the shop’s own state', () => {
    expect(supplyTo('27', PUNE_SHOP)).toEqual({
      place: stateByCode('27'),
      seller: stateByCode('27'),
      type: 'intra',
    });
  });
  it('is inter-state (IGST) to another state or union territory', () => {
    expect(supplyTo('24', PUNE_SHOP)).toEqual({
      place: stateByCode('24'),
      seller: stateByCode('27'),
      type: 'inter',
    });
    expect(supplyTo('26', PUNE_SHOP)?.type).toBe('inter');
  });
  it('is intra-state with no seller for a shop without a valid GSTIN', () => {
    for (const gstin of ['', null, undefined, '27AAPFU0939F1ZW'])
      expect(supplyTo('24', gstin), String(gstin)).toEqual({
        place: stateByCode('24'),
        seller: null,
        type: 'intra',
      });
  });
  it('is null for an address without a known state', () => {
    for (const code of [null, undefined, '', '99', '25'])
      expect(supplyTo(code, PUNE_SHOP), String(code)).toBeNull();
  });
});

describe('HSN summary', () => {
  it('groups by HSN and rate and adds up each figure', () => {
    const rows = hsnSummary([
      {
        hsn: '8536',
        quantity: 2,
        ratePercent: 18,
        taxablePaise: 20000,
        cgstPaise: 1800,
        sgstPaise: 1800,
        igstPaise: 0,
      },
      {
        hsn: '3917',
        quantity: 5,
        ratePercent: 18,
        taxablePaise: 5000,
        cgstPaise: 450,
        sgstPaise: 450,
        igstPaise: 0,
      },
      {
        hsn: '8536 ',
        quantity: 1,
        ratePercent: 18,
        taxablePaise: 10001,
        cgstPaise: 900,
        sgstPaise: 901,
        igstPaise: 0,
      },
      {
        hsn: '8536',
        quantity: 3,
        ratePercent: 28,
        taxablePaise: 30000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 8400,
      },
    ]);
    expect(rows).toEqual([
      // 3917 at 18 %: one line. 5000 + 450 + 450 = 5900.
      {
        hsn: '3917',
        ratePercent: 18,
        quantity: 5,
        taxablePaise: 5000,
        cgstPaise: 450,
        sgstPaise: 450,
        igstPaise: 0,
        taxPaise: 900,
        totalPaise: 5900,
      },
      // 8536 at 18 %: 20000 + 10001 = 30001 taxable; CGST 1800 + 900 = 2700; SGST 1800 + 901 = 2701; tax 5401.
      {
        hsn: '8536',
        ratePercent: 18,
        quantity: 3,
        taxablePaise: 30001,
        cgstPaise: 2700,
        sgstPaise: 2701,
        igstPaise: 0,
        taxPaise: 5401,
        totalPaise: 35402,
      },
      {
        hsn: '8536',
        ratePercent: 28,
        quantity: 3,
        taxablePaise: 30000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 8400,
        taxPaise: 8400,
        totalPaise: 38400,
      },
    ]);
    expect(hsnSummary([])).toEqual([]);
  });
  it('sorts by HSN, then by rate, whatever order the lines come in', () => {
    const line = (hsn: string, ratePercent: number) => ({
      hsn,
      quantity: 1,
      ratePercent,
      taxablePaise: 100,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    const rows = hsnSummary([
      line('8536', 28),
      line('8536', 18),
      line('9405', 12),
      line('3917', 18),
      line('8536', 5),
      line('', 0),
    ]);
    expect(rows.map((r) => [r.hsn, r.ratePercent])).toEqual([
      ['', 0],
      ['3917', 18],
      ['8536', 5],
      ['8536', 18],
      ['8536', 28],
      ['9405', 12],
    ]);
  });
});
