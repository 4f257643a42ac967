import { describe, expect, it } from 'vitest';
import { latinUnits, normaliseSearchText, searchNormaliseFunctionSql, searchWords } from './search-text';

const n = normaliseSearchText;

describe('normaliseSearchText: every unit form the trade types', () => {
  it.each<[string, string[], string]>([
    [
      'amperes',
      ['16A', '16a', '16 A', '16 a', '16 amp', '16 Amps', '16-amp', '16 ampere', '16 amperes'],
      '16a',
    ],
    ['milliamperes', ['30mA', '30 mA', '30 milliamp', '30 milliamps'], '30ma'],
    ['watts', ['9W', '9w', '9 W', '9 watt', '9 Watts', '9-watt'], '9w'],
    ['kilowatts', ['1.5kW', '1.5 kw', '1.5 kilowatt', '1.5 kilowatts'], '1p5kw'],
    ['volts', ['230V', '230 v', '230 volt', '230 Volts'], '230v'],
    ['kilovolts', ['11kV', '11 kv', '11 kilovolts'], '11kv'],
    ['millimetres', ['20mm', '20 mm', '20 MM', '20 millimetre', '20 millimeters'], '20mm'],
    [
      'square millimetres',
      [
        '1.5 sq mm',
        '1.5sqmm',
        '1.5 sqmm',
        '1.5 sq. mm',
        '1.5 sq.mm',
        '1.5 Sq mm',
        '1.5 mm²',
        '1.5mm²',
        '1.5 mm2',
        '1.5 square mm',
        '1.5 sq millimetre',
      ],
      '1p5mm2',
    ],
    ['centimetres', ['30cm', '30 cm', '30 cms', '30 centimetres'], '30cm'],
    ['metres', ['90m', '90 m', '90 M', '90 metre', '90 meters', '90 mtr', '90 mtrs', '90 mts'], '90m'],
    ['feet', ['10ft', '10 ft', '10 feet'], '10ft'],
    ['kilograms', ['5kg', '5 kg', '5 KG', '5 kgs', '5 kilo', '5 kilograms'], '5kg'],
    ['grams', ['500g', '500 g', '500 gm', '500 gms', '500 grams'], '500g'],
    ['litres', ['1L', '1l', '1 L', '1 ltr', '1 ltrs', '1 lt', '1 litre', '1 liters'], '1l'],
    ['millilitres', ['200ml', '200 ml', '200 ML', '200 millilitres'], '200ml'],
    ['inches', ['1 inch', '1inch', '1 Inch', '1 inches', '1"', '1 "', '1″', "1''", '1”'], '1inch'],
    ['fractions of an inch', ['1/2 inch', '1/2"', '1/2″', '1/2inch', "1/2''"], '1/2inch'],
  ])('%s', (_unit, forms, expected) => {
    for (const form of forms) expect(n(form), form).toBe(expected);
  });

  it('normalises units inside a title and a keyword the same way', () => {
    expect(n('LED Bulb B22 Cool Daylight 9 W')).toBe('led bulb b22 cool daylight 9w');
    expect(n('9w bulb')).toBe('9w bulb');
    expect(n('led bulb 9 w')).toBe('led bulb 9w');
    expect(n('Modular 1-Way Switch 16 A')).toBe('modular 1 way switch 16a');
    expect(n('16a switch')).toBe('16a switch');
    expect(n('FR PVC Insulated Copper House Wire (90 m) 1.5 sq mm')).toBe(
      'fr pvc insulated copper house wire 90m 1p5mm2',
    );
    expect(n('1.5 sqmm wire')).toBe('1p5mm2 wire');
    // 2.5mm prefixes both 2.5 mm and 2.5 sq mm: the trade says "2.5mm wire" for 2.5 sq mm.
    expect(n('2.5mm wire')).toBe('2p5mm wire');
    expect(n('2.5 sq mm').startsWith(n('2.5mm'))).toBe(true);
    expect(n('2.5').length).toBeGreaterThan(0);
    expect(n('2.5 sq mm').startsWith(n('2.5'))).toBe(true);
  });

  it('leaves a letter after a number that is no unit, and a unit letter inside a word, alone', () => {
    expect(n('3 in 1 kit')).toBe('3 in 1 kit');
    expect(n('2 way switch')).toBe('2 way switch');
    expect(n('4 mango')).toBe('4 mango');
    expect(n('M4242 a')).toBe('m4242 a');
    expect(n('B22 W')).toBe('b22 w');
    expect(n('Cat6 LAN')).toBe('cat6 lan');
    expect(n('6500 K')).toBe('6500 k');
    expect(n('IP65')).toBe('ip65');
  });

  it('lower-cases ASCII only, turns every other mark into one space and trims', () => {
    expect(n('  PVC,  Pipe!! (3 m)  ')).toBe('pvc pipe 3m');
    expect(n('Hot & Cold\tWater\nPipe')).toBe('hot cold water pipe');
    expect(n('Éclair मीटर')).toBe('Éclair मीटर');
    expect(n('a / b')).toBe('a b');
    expect(n('90°')).toBe('90');
    expect(n('2 × 1.5')).toBe('2 x 1p5');
    expect(n('v1.2')).toBe('v1p2');
    expect(n('1.2.3')).toBe('1p2 3');
    expect(n('')).toBe('');
    expect(n('%%')).toBe('');
  });

  it('reads a size’s unit typed in Hindi in a keyword as its Latin form, where it follows a number', () => {
    const k = (s: string) => n(latinUnits(s));
    expect(k('२० मीटर वायर')).toBe('20m वायर');
    expect(k('20-मीटर')).toBe('20m');
    expect(k('16 एम्पियर स्विच')).toBe('16a स्विच');
    expect(k('६ एम्प')).toBe('6a');
    expect(k('९ वाट बल्ब')).toBe('9w बल्ब');
    expect(k('1 किलोवाट हीटर')).toBe('1kw हीटर');
    expect(k('230 वोल्ट')).toBe('230v');
    expect(k('1.5 वर्ग मिमी')).toBe('1p5mm2');
    expect(k('१.५ वर्ग मि.मी.')).toBe('1p5mm2');
    expect(k('25 मिमी पाइप')).toBe('25mm पाइप');
    expect(k('15 सेमी')).toBe('15cm');
    expect(k('1 इंच')).toBe('1inch');
    expect(k('3/4 इंच')).toBe('3/4inch');
    expect(k('10 फ़ुट')).toBe('10ft');
    expect(k('4 लीटर पेंट')).toBe('4l पेंट');
    expect(k('500 मिली')).toBe('500ml');
    expect(k('20 किलो')).toBe('20kg');
    expect(k('500 ग्राम')).toBe('500g');
    // Only a unit's whole word after a number: words that start like one, and units without a number, stay.
    expect(k('2 मीठा')).toBe('2 मीठा');
    expect(k('20 लीक')).toBe('20 लीक');
    expect(k('मीटर बॉक्स')).toBe('मीटर बॉक्स');
    expect(latinUnits('16a switch')).toBe('16a switch');
  });

  it('reads Devanagari digits as Latin ones, sizes included', () => {
    expect(n('०१२३४५६७८९')).toBe('0123456789');
    expect(n('१६a स्विच')).toBe(n('16a switch').replace('switch', 'स्विच'));
    expect(n('१६ A स्विच')).toBe('16a स्विच');
    expect(n('९ w बल्ब')).toBe('9w बल्ब');
    expect(n('१.५ sq mm वायर')).toBe('1p5mm2 वायर');
    expect(n('१/२″')).toBe('1/2inch');
    // Mixed scripts in one number, and a Devanagari letter next to a digit (not a unit: left as typed).
    expect(n('1६ amp')).toBe('16a');
    expect(n('पाइप२०')).toBe('पाइप20');
    // Other digits (Bengali ৬) are not folded.
    expect(n('৬a')).toBe('৬a');
  });

  it('splits normalised text into words', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('1p5mm2 wire')).toEqual(['1p5mm2', 'wire']);
  });

  it('renders the rules as one immutable SQL function', () => {
    const fn = searchNormaliseFunctionSql();
    expect(fn.startsWith('CREATE OR REPLACE FUNCTION search_normalise(input text) RETURNS text')).toBe(true);
    expect(fn).toContain('IMMUTABLE');
    expect(fn).toContain("'\\1mm2'");
    expect(fn).not.toContain('$1');
    expect(fn).toContain(
      "translate(input, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ०१२३४५६७८९', 'abcdefghijklmnopqrstuvwxyz0123456789')",
    );
  });
});
