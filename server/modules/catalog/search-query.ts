/**
 * How a shopper's keyword becomes a search (decision 032), with no database: the keyword normalised as
 * products are indexed (common/search-text.ts; a size's unit typed in Hindi read as its Latin form first), its
 * words, and the owner's synonyms put in for the words they name. The repository then corrects the words the
 * catalog does not have and runs the query.
 */
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '../../../common/contracts/catalog';
import { stripControlChars } from '../../../common/contracts/common';
import { latinUnits, normaliseSearchText, searchWords } from '../../../common/search-text';
import type { SynonymGroup } from '../../../common/search-synonyms';

/** The most words of a keyword that are searched for. */
export const MAX_SEARCH_WORDS = 8;

export interface SearchTerms {
  /** The normalised keyword (cut to MAX_SEARCH_LENGTH characters first): the title-prefix bonus compares with it, the cache keys on it. */
  phrase: string;
  /** Its distinct words, at most MAX_SEARCH_WORDS, each safe as a tsquery operand. */
  words: string[];
}

/**
 * A word or a correction that is safe in a tsquery as a prefix operand: letters, digits and marks, and a slash
 * (a fraction: 1/2inch), none of which is tsquery syntax. The normalised text holds nothing else.
 */
export const SAFE_WORD = /^[\p{L}\p{N}\p{M}/]+$/u;

/**
 * A keyword's search terms; null when it is under SPEC's 2 characters or has no word at all. Control
 * characters (NUL would be refused by PostgreSQL) count as spaces.
 */
export function searchTerms(keyword: string): SearchTerms | null {
  const clean = [...stripControlChars(keyword, ' ').trim()].slice(0, MAX_SEARCH_LENGTH).join('').trim();
  if ([...clean].length < MIN_SEARCH_LENGTH) return null;
  const phrase = normaliseSearchText(latinUnits(clean));
  const words = [...new Set(searchWords(phrase))].filter((w) => SAFE_WORD.test(w)).slice(0, MAX_SEARCH_WORDS);
  return words.length ? { phrase, words } : null;
}

/**
 * One condition of a search: a word as typed (the repository may correct it), or the alternatives of a
 * synonym group, each a list of words that must all be found.
 */
export type SearchPart = { word: string } | { alternatives: string[][] };

/**
 * The keyword's words with the synonyms put in: at each word, the longest term of any group that the words
 * there spell (the first group in the owner's order on a tie) is replaced by all of that group's terms; other
 * words stay words. "miniature circuit breaker 32a" → [mcb | miniature circuit breaker], 32a.
 */
export function applySynonyms(words: string[], groups: readonly SynonymGroup[]): SearchPart[] {
  const parts: SearchPart[] = [];
  let i = 0;
  while (i < words.length) {
    let best: { length: number; group: SynonymGroup } | undefined;
    for (const group of groups) {
      for (const term of group) {
        if (term.length <= (best?.length ?? 0) || i + term.length > words.length) continue;
        if (term.every((w, k) => words[i + k] === w)) best = { length: term.length, group };
      }
    }
    if (best) {
      parts.push({ alternatives: best.group.filter((t) => t.every((w) => SAFE_WORD.test(w))) });
      i += best.length;
    } else {
      parts.push({ word: words[i] });
      i += 1;
    }
  }
  return parts;
}

/**
 * The tsquery text of the search: every group must match, a group by any of its alternatives, an
 * alternative by all of its words, each as a prefix. `(mcb:* | miniature:* & circuit:* & breaker:*) & (32a:*)`.
 */
export function matchQuery(groups: string[][][]): string {
  return groups
    .map((alts) => `(${alts.map((words) => words.map((w) => `${w}:*`).join(' & ')).join(' | ')})`)
    .join(' & ');
}

/** The tsquery text that ranks: any word of any group, each as a prefix. */
export function rankQuery(groups: string[][][]): string {
  return [...new Set(groups.flat(2))].map((w) => `${w}:*`).join(' | ');
}

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of two neighbouring letters
 * (optimal string alignment). 'sokcet' → 'socket' is 1.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0][j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** The most edits a misspelt word of this many characters may be from its correction: 1 up to 4, 2 up to 8, then 3. */
export const maxEdits = (word: string) => {
  const n = [...word].length;
  return n <= 4 ? 1 : n <= 8 ? 2 : 3;
};

/** How many corrections replace a misspelt word. */
export const MAX_CORRECTIONS = 3;

/**
 * The corrections of a misspelt word among candidates the trigram index found (most similar first): those
 * within maxEdits edits, fewest edits first (the index's order among equals), at most MAX_CORRECTIONS.
 */
export function pickCorrections(word: string, candidates: string[]): string[] {
  const limit = maxEdits(word);
  return candidates
    .map((c, i) => ({ c, i, d: editDistance(word, c) }))
    .filter((x) => x.d <= limit)
    .sort((p, q) => p.d - q.d || p.i - q.i)
    .slice(0, MAX_CORRECTIONS)
    .map((x) => x.c);
}
