import { describe, expect, it } from 'vitest';
import { parseSynonyms } from '../../../common/search-synonyms';
import {
  applySynonyms,
  editDistance,
  matchQuery,
  maxEdits,
  pickCorrections,
  rankQuery,
  searchTerms,
} from './search-query';

const groupsOf = (text: string) => {
  const parsed = parseSynonyms(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.groups;
};

describe('searchTerms', () => {
  it('normalises the keyword as products are indexed', () => {
    expect(searchTerms('9w bulb')).toEqual({ phrase: '9w bulb', words: ['9w', 'bulb'] });
    expect(searchTerms('LED bulb 9 W')).toEqual({ phrase: 'led bulb 9w', words: ['led', 'bulb', '9w'] });
    expect(searchTerms('1.5 sqmm wire')).toEqual({ phrase: '1p5mm2 wire', words: ['1p5mm2', 'wire'] });
    expect(searchTerms('  Switch  16 A ')).toEqual({ phrase: 'switch 16a', words: ['switch', '16a'] });
    expect(searchTerms('pipe 1/2″')).toEqual({ phrase: 'pipe 1/2inch', words: ['pipe', '1/2inch'] });
  });

  it('keeps SPEC’s 2-character minimum on what was typed, and at most 8 distinct words', () => {
    expect(searchTerms(' a ')).toBeNull();
    expect(searchTerms('%%')).toBeNull();
    expect(searchTerms('6A')).toEqual({ phrase: '6a', words: ['6a'] });
    expect(searchTerms('a b c d e f g h i j a')?.words).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchTerms('x'.repeat(150))?.phrase).toHaveLength(100);
  });
});

describe('applySynonyms', () => {
  const groups = groupsOf(
    'MCB = miniature circuit breaker\ngeyser = water heater\nPVC = plastic pipe\nPVC tape = insulation tape',
  );

  it('puts a group in for any of its terms, the longest term at a word first', () => {
    expect(applySynonyms(['mcb', '32a'], groups)).toEqual([
      { alternatives: [['mcb'], ['miniature', 'circuit', 'breaker']] },
      { word: '32a' },
    ]);
    expect(applySynonyms(['miniature', 'circuit', 'breaker'], groups)).toEqual([
      { alternatives: [['mcb'], ['miniature', 'circuit', 'breaker']] },
    ]);
    expect(applySynonyms(['pvc', 'tape'], groups)).toEqual([
      {
        alternatives: [
          ['pvc', 'tape'],
          ['insulation', 'tape'],
        ],
      },
    ]);
    expect(applySynonyms(['pvc', 'pipe'], groups)).toEqual([
      { alternatives: [['pvc'], ['plastic', 'pipe']] },
      { word: 'pipe' },
    ]);
  });

  it('leaves words no term spells, and a term cut short, as words', () => {
    expect(applySynonyms(['water', 'tank'], groups)).toEqual([{ word: 'water' }, { word: 'tank' }]);
    expect(applySynonyms(['swich'], groups)).toEqual([{ word: 'swich' }]);
    expect(applySynonyms(['mcb'], [])).toEqual([{ word: 'mcb' }]);
  });
});

describe('matchQuery and rankQuery', () => {
  it('needs every group, any alternative of a group, every word of an alternative, each as a prefix', () => {
    const groups = [[['mcb'], ['miniature', 'circuit', 'breaker']], [['32a']]];
    expect(matchQuery(groups)).toBe('(mcb:* | miniature:* & circuit:* & breaker:*) & (32a:*)');
    expect(rankQuery(groups)).toBe('mcb:* | miniature:* | circuit:* | breaker:* | 32a:*');
  });
});

describe('editDistance and pickCorrections', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('swich', 'switch')).toBe(1);
    expect(editDistance('sokcet', 'socket')).toBe(1);
    expect(editDistance('cabel', 'cable')).toBe(1);
    expect(editDistance('pankha', 'panel')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('allows 1 edit up to 4 characters, 2 up to 8, then 3', () => {
    expect([
      maxEdits('tap'),
      maxEdits('tapx'),
      maxEdits('tapxy'),
      maxEdits('abcdefgh'),
      maxEdits('abcdefghi'),
    ]).toEqual([1, 1, 2, 2, 3]);
  });

  it('keeps the candidates within reach, fewest edits first, at most 3', () => {
    expect(pickCorrections('swich', ['switches', 'switch', 'swing'])).toEqual(['switch', 'swing']);
    expect(pickCorrections('pankha', ['panel', 'pan'])).toEqual([]);
    expect(pickCorrections('abcde', ['abcdx', 'abcdy', 'abcdz', 'abcdw'])).toEqual([
      'abcdx',
      'abcdy',
      'abcdz',
    ]);
  });
});
