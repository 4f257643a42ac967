/**
 * The owner's search synonyms (Settings → Search): one group a line, its words or phrases separated by `=`
 * ("MCB = miniature circuit breaker"). A search for any of them finds products named with any other (decision
 * 032). Terms are read as search text is (common/search-text.ts): "1.5 sq mm" and "1.5sqmm" are one term.
 */
import { normaliseSearchText, searchWords } from './search-text';

/** The most characters the whole field may hold. */
export const MAX_SYNONYMS_LENGTH = 5_000;
/** The most lines (groups) it may hold, blank lines included. */
export const MAX_SYNONYM_LINES = 200;
/** The most words or phrases one line may group. */
export const MAX_SYNONYM_TERMS = 10;
/** The most characters one word or phrase may have. */
export const MAX_SYNONYM_TERM_LENGTH = 60;
/** The most words one phrase may have. */
export const MAX_SYNONYM_TERM_WORDS = 5;

/**
 * What a shop for building and electrical supplies starts with; the owner edits them in Settings. The trade's
 * Hindi words (decision 034) sit on the lines of their English words, so a search in either script finds
 * products named in the other: a word belongs to one line, as only the first group naming it counts.
 */
export const DEFAULT_SEARCH_SYNONYMS = [
  'MCB = miniature circuit breaker = एमसीबी',
  'RCCB = ELCB = residual current circuit breaker',
  'geyser = water heater = गीज़र = गीजर',
  'PVC = plastic pipe',
  'CPVC = hot water pipe',
  'pipe = पाइप',
  'wire = cable = तार = वायर = केबल',
  'switch = स्विच',
  'bulb = lamp = बल्ब',
  'fan = पंखा = पंखे',
  'paint = पेंट',
  'tubelight = tube light = batten = ट्यूबलाइट',
  'switchboard = switch board',
  'socket = plug point = सॉकेट',
  'tap = faucet = नल = टोंटी',
  'earthing = grounding',
  'distribution board = DB',
  'adhesive = glue',
  'spanner = wrench = पाना',
  'screwdriver = screw driver = पेचकस',
  'insulation tape = PVC tape',
  'elbow = bend',
].join('\n');

/** A group: its terms, each as its normalised words ("miniature circuit breaker" → ['miniature', 'circuit', 'breaker']). */
export type SynonymGroup = string[][];

export type SynonymsParse = { ok: true; groups: SynonymGroup[] } | { ok: false; message: string };

/**
 * Reads the field: blank lines are skipped; every other line must name two or more different words or
 * phrases separated by `=`, within the limits above. The first problem is the message ("Search synonyms,
 * line 3: …").
 */
export function parseSynonyms(text: string): SynonymsParse {
  if (text.length > MAX_SYNONYMS_LENGTH)
    return { ok: false, message: `Search synonyms must be at most ${MAX_SYNONYMS_LENGTH} characters` };
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > MAX_SYNONYM_LINES)
    return { ok: false, message: `Search synonyms may have at most ${MAX_SYNONYM_LINES} lines` };
  const groups: SynonymGroup[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const at = `Search synonyms, line ${i + 1}:`;
    const terms = line.split('=').map((t) => t.trim());
    if (terms.length < 2 || terms.some((t) => t === ''))
      return { ok: false, message: `${at} write two or more words or phrases separated by =` };
    if (terms.length > MAX_SYNONYM_TERMS)
      return { ok: false, message: `${at} at most ${MAX_SYNONYM_TERMS} words or phrases on one line` };
    const group: SynonymGroup = [];
    for (const term of terms) {
      if ([...term].length > MAX_SYNONYM_TERM_LENGTH)
        return {
          ok: false,
          message: `${at} “${[...term].slice(0, 20).join('')}…” is longer than ${MAX_SYNONYM_TERM_LENGTH} characters`,
        };
      const words = searchWords(normaliseSearchText(term));
      if (words.length === 0) return { ok: false, message: `${at} “${term}” has no letters or digits` };
      if (words.length > MAX_SYNONYM_TERM_WORDS)
        return { ok: false, message: `${at} “${term}” has more than ${MAX_SYNONYM_TERM_WORDS} words` };
      if (group.some((g) => g.join(' ') === words.join(' ')))
        return { ok: false, message: `${at} “${term}” is named twice` };
      group.push(words);
    }
    groups.push(group);
  }
  return { ok: true, groups };
}
