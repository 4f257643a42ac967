import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_SYNONYMS,
  MAX_SYNONYM_LINES,
  MAX_SYNONYM_TERM_LENGTH,
  MAX_SYNONYM_TERM_WORDS,
  MAX_SYNONYM_TERMS,
  MAX_SYNONYMS_LENGTH,
  parseSynonyms,
} from './search-synonyms';

const groups = (text: string) => {
  const parsed = parseSynonyms(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.groups;
};
const problem = (text: string) => {
  const parsed = parseSynonyms(text);
  return parsed.ok ? null : parsed.message;
};

describe('parseSynonyms', () => {
  it('reads one group a line, each term as normalised words, skipping blank lines', () => {
    expect(
      groups('MCB = Miniature Circuit Breaker\n\n  geyser=water heater = Boiler \r\n16 A = 16 amp switch'),
    ).toEqual([
      [['mcb'], ['miniature', 'circuit', 'breaker']],
      [['geyser'], ['water', 'heater'], ['boiler']],
      [['16a'], ['16a', 'switch']],
    ]);
  });

  it('starts from defaults a hardware shop needs, all valid', () => {
    const g = groups(DEFAULT_SEARCH_SYNONYMS);
    expect(g).toContainEqual([['mcb'], ['miniature', 'circuit', 'breaker'], ['एमसीबी']]);
    expect(g).toContainEqual([['geyser'], ['water', 'heater'], ['गीज़र'], ['गीजर']]);
    expect(g).toContainEqual([['pvc'], ['plastic', 'pipe']]);
  });

  it("puts the trade's Hindi words on the lines of their English ones, each word on one line only", () => {
    const g = groups(DEFAULT_SEARCH_SYNONYMS);
    for (const [en, hi] of [
      ['pipe', 'पाइप'],
      ['switch', 'स्विच'],
      ['wire', 'तार'],
      ['wire', 'वायर'],
      ['bulb', 'बल्ब'],
      ['fan', 'पंखा'],
      ['socket', 'सॉकेट'],
      ['paint', 'पेंट'],
      ['tap', 'नल'],
    ])
      expect(g.find((group) => group.some((t) => t.join(' ') === en))).toContainEqual([hi]);
    const singles = g.flatMap((group) => group.filter((t) => t.length === 1).map((t) => t[0]));
    expect(new Set(singles).size).toBe(singles.length);
  });

  it('accepts an empty field: no synonyms', () => {
    expect(groups('')).toEqual([]);
    expect(groups('\n \n')).toEqual([]);
  });

  it('says which line is wrong and why', () => {
    expect(problem('a = b\nMCB')).toBe(
      'Search synonyms, line 2: write two or more words or phrases separated by =',
    );
    expect(problem('MCB =')).toBe(
      'Search synonyms, line 1: write two or more words or phrases separated by =',
    );
    expect(problem('= MCB')).toBe(
      'Search synonyms, line 1: write two or more words or phrases separated by =',
    );
    expect(problem('a = = b')).toBe(
      'Search synonyms, line 1: write two or more words or phrases separated by =',
    );
    expect(problem('MCB = %%')).toBe('Search synonyms, line 1: “%%” has no letters or digits');
    expect(problem('MCB = mcb')).toBe('Search synonyms, line 1: “mcb” is named twice');
    expect(problem('9 W = 9w')).toBe('Search synonyms, line 1: “9w” is named twice');
  });

  it('pins every limit at its value and just past it', () => {
    const line = 'ab = cd';
    // The whole field's length: 100 lines of 49 characters and their line breaks, the last one 50 or 51.
    const field = (last: number) =>
      Array.from(
        { length: 100 },
        (_, i) => `x${String(i).padStart(3, '0')} = ${'y'.repeat(i === 99 ? last - 7 : 42)}`,
      ).join('\n');
    expect(field(50)).toHaveLength(MAX_SYNONYMS_LENGTH);
    expect(problem(field(50))).toBeNull();
    expect(field(51)).toHaveLength(MAX_SYNONYMS_LENGTH + 1);
    expect(problem(field(51))).toBe(`Search synonyms must be at most ${MAX_SYNONYMS_LENGTH} characters`);
    // Lines.
    const lines = (n: number) => Array.from({ length: n }, () => line).join('\n');
    expect(problem(lines(MAX_SYNONYM_LINES))).toBeNull();
    expect(problem(lines(MAX_SYNONYM_LINES + 1))).toBe(
      `Search synonyms may have at most ${MAX_SYNONYM_LINES} lines`,
    );
    // Terms on a line.
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`).join(' = ');
    expect(problem(terms(MAX_SYNONYM_TERMS))).toBeNull();
    expect(problem(terms(MAX_SYNONYM_TERMS + 1))).toBe(
      `Search synonyms, line 1: at most ${MAX_SYNONYM_TERMS} words or phrases on one line`,
    );
    // A term's characters.
    expect(problem(`a = ${'b'.repeat(MAX_SYNONYM_TERM_LENGTH)}`)).toBeNull();
    expect(problem(`a = ${'b'.repeat(MAX_SYNONYM_TERM_LENGTH + 1)}`)).toBe(
      `Search synonyms, line 1: “${'b'.repeat(20)}…” is longer than ${MAX_SYNONYM_TERM_LENGTH} characters`,
    );
    // A term's words.
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(problem(`a = ${words(MAX_SYNONYM_TERM_WORDS)}`)).toBeNull();
    expect(problem(`a = ${words(MAX_SYNONYM_TERM_WORDS + 1)}`)).toBe(
      `Search synonyms, line 1: “${words(MAX_SYNONYM_TERM_WORDS + 1)}” has more than ${MAX_SYNONYM_TERM_WORDS} words`,
    );
  });
});
