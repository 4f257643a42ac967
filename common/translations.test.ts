import { describe, expect, it } from 'vitest';
import { mergeTranslations, type ProductText, type ProductTranslations } from './translations';

describe('mergeTranslations', () => {
  it('keeps the texts that are set and drops empty ones and empty languages', () => {
    expect(
      mergeTranslations<ProductText>(undefined, { hi: { title: 'पीवीसी पाइप', description: '' } }),
    ).toEqual({
      hi: { title: 'पीवीसी पाइप' },
    });
    expect(mergeTranslations<ProductText>({}, { hi: { title: '' } })).toEqual({});
    expect(mergeTranslations<ProductText>(undefined, undefined)).toEqual({});
  });

  it('puts a change over what is stored: a text sent replaces, an empty one clears, an absent one stays', () => {
    const stored: ProductTranslations = { hi: { title: 'स्विच', description: 'मॉड्यूलर स्विच' } };
    expect(mergeTranslations(stored, { hi: { title: 'वन-वे स्विच' } })).toEqual({
      hi: { title: 'वन-वे स्विच', description: 'मॉड्यूलर स्विच' },
    });
    expect(mergeTranslations(stored, { hi: { description: '' } })).toEqual({ hi: { title: 'स्विच' } });
    expect(mergeTranslations(stored, { hi: { title: '', description: '' } })).toEqual({});
    expect(mergeTranslations(stored, {})).toEqual(stored);
  });
});
