/**
 * How a shopper's keyword becomes a search (decision 032), with no database: the keyword normalised as
 * products are indexed (common/search-text.ts), its words, and the owner's synonyms put in for the words
 * they name. The repository then corrects the words the catalog does not have and runs the query.
 */
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '../../../common/contracts/catalog';
import { stripControlChars } from '../../../common/contracts/common';
import { normaliseSearchText, searchWords } from '../../../common/search-text';
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
  const phrase = normaliseSearchText(clean);
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
