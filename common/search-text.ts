/**
 * Search text normalisation (decision 032): the one definition of how the shop reads sizes, ratings, spacing
 * and case, for products when they are indexed and for a shopper's keyword when it is read.
 *
 * The rules are data: each is a regular expression in the subset JavaScript and PostgreSQL's regular
 * expressions share (classes, groups, alternation, look-ahead and look-behind, `\uXXXX`), and its replacement.
 * `normaliseSearchText` applies them here (the keyword, the owner's synonyms); `searchNormaliseFunctionSql`
 * renders them as the SQL function `search_normalise(text)` that the generated search columns call
 * (migration 0021 holds that rendering, 0017 and 0019 earlier ones, and tests/api/search-normalise.test.ts
 * checks that the migration is exactly it and that both give the same text for every unit form).
 *
 * What comes out: ASCII letters lower-cased (other letters kept as they are, so no database locale is
 * involved), Devanagari digits as Latin ones (`१६` → `16`), a number and its unit written together in one form
 * (`9 W`, `9w`, `9 watt` → `9w`; `1.5 sq mm`, `1.5sqmm`, `1.5 mm²` → `1p5mm2`), the decimal point written
 * `p` (so the full-text parser keeps `1p5mm2` one word, and `2.5` still prefixes `2.5 mm` and `2.5 sq mm` as
 * `2p5`), every other mark a space, single spaces, no space at either end.
 */

/** A number as it stands before a unit: digits, a decimal point or a fraction, and no letter or digit just before it. */
const NUM = '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)';
/** Spaces or a hyphen between a number and its unit ("9 W", "9-watt"). */
const GAP = '[ -]*';
/** The unit ends where a word would: no letter or digit follows it. */
const END = '(?![a-z0-9])';

const unit = (names: string, canonical: string): [string, string] => [
  `${NUM}${GAP}(?:${names})${END}`,
  `\\1${canonical}`,
];

type Rule = readonly [pattern: string, replacement: string];

/**
 * The rules in three steps, each [pattern, replacement] in order (`\1` in a replacement is the first group,
 * PostgreSQL's form). The second step only matches where the text has a digit, so it is skipped without one
 * (most brands, categories and many titles): checked after the first step, which can make one (`²` → `2`).
 */
/** First: marks the trade types in several ways: inch marks, primes, superscript two, the multiplication sign. */
export const MARK_RULES: readonly Rule[] = [
  // The joiners that only shape Devanagari's conjuncts (क्‍ष): a word typed with or without them is one word.
  ['[\\u200c\\u200d]', ''],
  ['[\\u2033\\u201c\\u201d\\u201e\\u02ba]', '"'],
  ["''", '"'],
  ['[\\u2018\\u2019\\u2032\\u00b4`]', "'"],
  ['\\u00b2', '2'],
  ['\\u00d7', ' x '],
];

/** Then, where there is a digit: a number and its unit as one word, and the decimal point as p. */
export const NUMBER_RULES: readonly Rule[] = [
  // Square millimetres, before millimetres: 1.5 sq mm, 1.5sqmm, 1.5 sq. mm, 1.5 mm², 1.5 mm2 → 1.5mm2.
  unit('sq[ .]*mm|square[ ]*mm|sq[ .]*millimet(?:er|re)s?|square[ ]*millimet(?:er|re)s?|mm2', 'mm2'),
  unit('millimet(?:er|re)s?|mm', 'mm'),
  unit('centimet(?:er|re)s?|cms?', 'cm'),
  unit('inch(?:es)?|"', 'inch'),
  unit('ft|feet|foot', 'ft'),
  unit('met(?:er|re)s?|mtrs?|mts?|m', 'm'),
  unit('kilowatts?|kw', 'kw'),
  unit('watts?|w', 'w'),
  unit('kilovolts?|kv', 'kv'),
  unit('volts?|v', 'v'),
  unit('milliamps?|ma', 'ma'),
  unit('amperes?|amps?|a', 'a'),
  unit('kilo(?:gram)?s?|kgs?', 'kg'),
  unit('grams?|gms?|g', 'g'),
  unit('millilit(?:er|re)s?|ml', 'ml'),
  unit('lit(?:er|re)s?|ltrs?|lt|l', 'l'),
  // The decimal point inside a number (1.5 → 1p5).
  ['([0-9])[.]([0-9])', '\\1p\\2'],
];

/**
 * Last: a slash only inside a fraction (1/2inch); every other mark a space (the Devanagari danda । and ॥ too);
 * single spaces, none at the ends.
 */
export const SPACE_RULES: readonly Rule[] = [
  ['(?<![0-9])/|/(?![0-9])', ' '],
  [
    '[\\u0001-\\u002e\\u003a-\\u0040\\u005b-\\u0060\\u007b-\\u00bf\\u00d7\\u00f7\\u0964\\u0965\\u2000-\\u206f\\u2190-\\u21ff\\u2500-\\u27bf\\u3000-\\u303f]+',
    ' ',
  ],
  ['^ +| +$', ''],
];

/** Every rule in order. */
export const SEARCH_TEXT_RULES: readonly Rule[] = [...MARK_RULES, ...NUMBER_RULES, ...SPACE_RULES];

/** JavaScript's form of a replacement: `\1` → `$1`. */
const jsReplacement = (r: string) => r.replace(/\\(\d)/g, '$$$1');

const compile = (rules: readonly Rule[]) =>
  rules.map(([p, r]) => [new RegExp(p, 'g'), jsReplacement(r)] as const);
const MARKS = compile(MARK_RULES);
const NUMBERS = compile(NUMBER_RULES);
const SPACES = compile(SPACE_RULES);
const apply = (s: string, rules: ReturnType<typeof compile>) =>
  rules.reduce((t, [re, r]) => t.replace(re, r), s);

/**
 * Characters mapped one for one before the rules (SQL's translate): ASCII capitals to small letters and nothing
 * else (PostgreSQL's lower() would depend on the database's locale), and the Devanagari digits to Latin ones, so
 * that "१६a" and "९ w" are read as the sizes 16a and 9w.
 */
export const FOLD_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ०१२३४५६७८९';
export const FOLD_TO = 'abcdefghijklmnopqrstuvwxyz0123456789';

function fold(text: string): string {
  return text.replace(/[A-Z\u0966-\u096f]/g, (c) => FOLD_TO[FOLD_FROM.indexOf(c)]);
}

/** The normalised search text of a title, a description or a keyword (see the module's comment). */
export function normaliseSearchText(text: string): string {
  let s = apply(fold(text), MARKS);
  if (/[0-9]/.test(s)) s = apply(s, NUMBERS);
  return apply(s, SPACES);
}

/**
 * A size's unit typed in Hindi (२० मीटर, 16 एम्पियर, 9 वाट, 1.5 वर्ग मिमी), in Latin letters: for a shopper's keyword
 * only, before it is normalised, so it reads as the same size as "20 m". Products are indexed as written, and the
 * trade writes sizes in Latin letters in Hindi titles too (the demo's "कॉपर वायर 1.5 sq mm"), so the index needs no
 * Hindi units. A unit counts only after a number and where its word ends (मीटर, not the start of मीठा); longer
 * units come before the shorter ones they start with.
 */
const HINDI_UNITS: readonly (readonly [names: string, latin: string])[] = [
  ['वर्ग *मि\\.? *मी\\.?|वर्ग *मिलीमीटर', 'sq mm'],
  ['मिलीमीटर|मि\\. *मी\\.?|मिमी', 'mm'],
  ['सेंटीमीटर|सेमी', 'cm'],
  ['इंच', 'inch'],
  ['फ़ुट|फुट|फ़ीट|फीट', 'ft'],
  ['मीटर|मी', 'm'],
  ['किलोवाट', 'kw'],
  ['वाट', 'w'],
  ['किलोवोल्ट', 'kv'],
  ['वोल्ट', 'v'],
  ['मिलीएम्पियर', 'ma'],
  ['एम्पियर|एम्पीयर|ऐम्पियर|एम्प|ऐम्प', 'a'],
  ['किलोग्राम|किग्रा|किलो', 'kg'],
  ['ग्राम', 'g'],
  ['मिलीलीटर|मिली', 'ml'],
  ['लीटर|ली', 'l'],
];
const HINDI_UNIT_RULES = HINDI_UNITS.map(
  ([names, latin]) =>
    // After a digit (Latin or Devanagari), spaces or a hyphen, the unit, and no Devanagari letter or sign after it.
    [
      new RegExp(`([0-9\\u0966-\\u096f])[ -]*(?:${names})(?![\\u0900-\\u0963\\u0971-\\u097f])`, 'g'),
      `$1 ${latin}`,
    ] as const,
);

/** A keyword with its Hindi units in Latin letters (see HINDI_UNITS); everything else as typed. */
export function latinUnits(keyword: string): string {
  if (!/[\u0900-\u097f]/.test(keyword)) return keyword;
  return HINDI_UNIT_RULES.reduce((text, [re, latin]) => text.replace(re, latin), keyword);
}

/** The words of a normalised text. */
export function searchWords(normalised: string): string[] {
  return normalised === '' ? [] : normalised.split(' ');
}

const sqlLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The SQL function applying the same rules in the same steps, as migration 0021 creates it (PL/pgSQL, so that
 * the number step is skipped without a digit): the folded characters translated, then each rule as a
 * regexp_replace (flag g).
 */
export function searchNormaliseFunctionSql(): string {
  const step = (rules: readonly Rule[], indent: string) =>
    rules.map(([p, r]) => `${indent}s := regexp_replace(s, ${sqlLiteral(p)}, ${sqlLiteral(r)}, 'g');`);
  return [
    'CREATE OR REPLACE FUNCTION search_normalise(input text) RETURNS text',
    'LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$',
    'DECLARE',
    `  s text := translate(input, '${FOLD_FROM}', '${FOLD_TO}');`,
    'BEGIN',
    ...step(MARK_RULES, '  '),
    "  IF s ~ '[0-9]' THEN",
    ...step(NUMBER_RULES, '    '),
    '  END IF;',
    ...step(SPACE_RULES, '  '),
    '  RETURN s;',
    'END;',
    '$fn$;',
  ].join('\n');
}
