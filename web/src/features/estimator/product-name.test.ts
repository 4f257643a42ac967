import { describe, expect, it } from 'vitest';
import { latinOn, presetName } from './product-name';

const wire = { title: 'Copper Wire 1.5 sq mm', translations: { hi: { title: 'कॉपर वायर 1.5 sq mm' } } };
const plain = { title: 'Modular Switch 6 A' };

describe('presetName', () => {
  it('puts the Hindi title in place of the product’s English title at the start of a preset’s name', () => {
    expect(presetName('Copper Wire 1.5 sq mm coil of 90 m', wire, 'hi')).toBe(
      'कॉपर वायर 1.5 sq mm coil of 90 m',
    );
    expect(presetName('Copper Wire 1.5 sq mm', wire, 'hi')).toBe('कॉपर वायर 1.5 sq mm');
  });

  it('names another size of the product in Hindi: the title less the size it ends with, then the preset’s size', () => {
    const cable = {
      title: '3-Core Flexible Cable (per metre) 0.75 sq mm',
      translations: { hi: { title: '3-कोर फ्लेक्सिबल केबल (प्रति मीटर) 0.75 sq mm' } },
    };
    expect(presetName('3-Core Flexible Cable (per metre) 1.5 sq mm', cable, 'hi')).toBe(
      '3-कोर फ्लेक्सिबल केबल (प्रति मीटर) 1.5 sq mm',
    );
    expect(presetName('Copper Wire 2.5 sq mm', wire, 'hi')).toBe('कॉपर वायर 2.5 sq mm');
    // The Hindi title's ending must be the English one's: no Hindi part is guessed.
    expect(
      presetName('Copper Wire 2.5 sq mm', { ...wire, translations: { hi: { title: 'कॉपर वायर' } } }, 'hi'),
    ).toBe('Copper Wire 2.5 sq mm');
  });

  it('leaves the name as written on an English page, without a Hindi title, or when it does not start with the title', () => {
    expect(presetName('Copper Wire 1.5 sq mm coil', wire, 'en')).toBe('Copper Wire 1.5 sq mm coil');
    expect(presetName('Modular Switch 6 A pack of 10', plain, 'hi')).toBe('Modular Switch 6 A pack of 10');
    expect(presetName('Wire coil 90 m', wire, 'hi')).toBe('Wire coil 90 m');
    // Only at the start: the title later in the name is the owner's sentence.
    expect(presetName('Pack: Copper Wire 1.5 sq mm', wire, 'hi')).toBe('Pack: Copper Wire 1.5 sq mm');
  });
});

describe('latinOn', () => {
  it('marks a name in Latin letters only as English on a Hindi page, and nothing else', () => {
    expect(latinOn('hi', 'Wire coil 90 m')).toBe('en');
    expect(latinOn('hi', 'कॉपर वायर 1.5 sq mm coil')).toBeUndefined();
    expect(latinOn('en', 'Wire coil 90 m')).toBeUndefined();
  });
});
