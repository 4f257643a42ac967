/**
 * Tailwind classes joined so that a later utility wins over an earlier one it conflicts with, as tailwind-merge
 * does ('px-3 px-2' → 'px-2', 'p-4 px-2' stays, 'px-2 p-4' → 'p-4', 'text-sm text-xs' drops the first): the rule
 * behind every `cn()` that lets a caller's className override a component's defaults.
 *
 * Why not tailwind-merge itself: it knows every utility Tailwind has, 7 KiB of every page's first load, and on its
 * first call it builds its class map, a task of 50 ms on a phone while the page hydrates (issue 49). This knows the
 * utilities the shop uses, by their family; a class it does not know is kept as it is. class-merge.test.ts holds it
 * equal to tailwind-merge 3.7.0 (the version the shop shipped with, kept as a development dependency) for every
 * pair of class names written in web/src, so a utility added to the code that it would merge otherwise fails the
 * tests. Tailwind builds no CSS from this module's strings (index.css, `@source not`).
 */

/** Utilities of one word and their group. */
const WORDS: Record<string, string> = {};
const words = (group: string, list: string) => {
  for (const word of list.split(' ')) WORDS[word] = group;
};
words(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root contents list-item hidden',
);
words('position', 'static fixed absolute relative sticky');
words('visibility', 'visible invisible collapse');
words('font-style', 'italic not-italic');
words('text-decoration', 'underline overline line-through no-underline');
words('text-transform', 'uppercase lowercase capitalize normal-case');
words('text-overflow', 'truncate text-ellipsis text-clip');
words('fvn-spacing', 'proportional-nums tabular-nums');
words('sr', 'sr-only not-sr-only');
words('font-smoothing', 'antialiased subpixel-antialiased');
words('isolation', 'isolate isolation-auto');
words('transform', 'transform transform-cpu transform-gpu transform-none');

const SIZES =
  /^(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|min|max|fit|dvh|svh|lvh|dvw|svw|lvw|none|prose|3xs|2xs|xs|sm|md|lg|xl|[2-7]xl|\[.+\])$/;
const FONT_SIZES = /^(?:xs|sm|base|lg|xl|[2-9]xl|\[(?:length:)?[\d.]+(?:px|r?em|%|vw|vh)\])$/;
const WEIGHTS = /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/;
const LINE_WIDTHS = /^(?:\d+|\[(?:length:)?[\d.]+(?:px|r?em)\])$/;
/** 'border-t', 'border-x-2', 'border-b-neutral-200': a side's width or colour. */
const BORDER_SIDE = /^(x|y|s|e|t|r|b|l)(?:-(.+))?$/;

/** Families whose every class is one group: the group is the family ('cursor-pointer' → 'cursor'). */
const FAMILIES = (
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w max-w min-h max-h gap gap-x gap-y ' +
  'space-x space-y inset inset-x inset-y start end top right bottom left z order opacity basis grow ' +
  'shrink leading tracking line-clamp translate-x translate-y scale rotate skew-x skew-y duration delay ' +
  'ease animate transition col-span col-start col-end row-span row-start row-end grid-cols grid-rows ' +
  'grid-flow auto-cols auto-rows columns cursor select pointer-events appearance align whitespace items ' +
  'self aspect float clear resize overscroll overscroll-x overscroll-y accent caret underline-offset ' +
  'scroll-m scroll-mx scroll-my scroll-ms scroll-me scroll-mt scroll-mr scroll-mb scroll-ml scroll-p ' +
  'scroll-px scroll-py scroll-ps scroll-pe scroll-pt scroll-pr scroll-pb scroll-pl overflow-x ' +
  'overflow-y overflow justify-items justify-self place-content place-items place-self break-before ' +
  'break-after break-inside box-decoration box content-visibility blur backdrop-blur brightness ' +
  'will-change touch mix-blend bg-blend table-layout caption list-image'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

/** The values a family takes where the app has classes of its own by that name ('order-status' is not an order). */
const VALUES: Record<string, RegExp> = { order: /^(?:first|last|none|\d+|\[.+\])$/ };

function familyGroup(u: string): string | undefined {
  if (u === 'grow' || u === 'shrink' || u === 'transition' || u === 'blur' || u === 'backdrop-blur') return u;
  for (const family of FAMILIES)
    if (u.startsWith(`${family}-`))
      return VALUES[family]?.test(u.slice(family.length + 1)) === false ? undefined : family;
  return undefined;
}

/** The group of a utility with its variants, '!' and '-' taken off, or undefined for a class it does not know. */
function groupOf(u: string): string | undefined {
  const word = WORDS[u];
  if (word) return word;
  const dash = u.indexOf('-');
  if (dash < 0) {
    if (u === 'border') return 'border-w';
    if (u === 'rounded') return 'rounded';
    if (u === 'shadow') return 'shadow';
    if (u === 'ring') return 'ring-w';
    if (u === 'outline') return 'outline-w';
    return familyGroup(u);
  }
  const head = u.slice(0, dash);
  const rest = u.slice(dash + 1);
  const value = rest.replace(/\/[^/\]]+$/, '');
  let m: RegExpMatchArray | null;
  switch (head) {
    case 'text':
      if (FONT_SIZES.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(rest)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(rest)) return 'text-wrap';
      if (/^(ellipsis|clip)$/.test(rest)) return 'text-overflow';
      return 'text-color';
    case 'bg':
      if ((m = rest.match(/^\[(length|size|position|image|url|color):/)))
        return (
          { length: 'bg-size', size: 'bg-size', position: 'bg-position', color: 'bg-color' }[m[1]] ??
          'bg-image'
        );
      if (/^(cover|contain|auto)$/.test(rest)) return 'bg-size';
      if (/^(fixed|local|scroll)$/.test(rest)) return 'bg-attachment';
      if (/^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(rest)) return 'bg-repeat';
      if (
        /^(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom|top-left|top-right|bottom-left|bottom-right)$/.test(
          rest,
        )
      )
        return 'bg-position';
      if (/^(none|gradient-|linear-|radial|conic)/.test(rest) || /gradient\(|url\(/.test(rest))
        return 'bg-image';
      if (rest.startsWith('clip-')) return 'bg-clip';
      if (rest.startsWith('origin-')) return 'bg-origin';
      if (rest.startsWith('blend-')) return 'bg-blend';
      return 'bg-color';
    case 'font':
      if (WEIGHTS.test(rest)) return 'font-weight';
      return 'font-family';
    case 'border':
      if (LINE_WIDTHS.test(rest)) return 'border-w';
      if ((m = rest.match(BORDER_SIDE)))
        return !m[2] || LINE_WIDTHS.test(m[2]) ? `border-w-${m[1]}` : `border-color-${m[1]}`;
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(rest)) return 'border-style';
      if (/^(collapse|separate)$/.test(rest)) return 'border-collapse';
      if ((m = rest.match(/^spacing(-x|-y)?-/))) return `border-spacing${m[1] ?? ''}`;
      return 'border-color';
    case 'divide':
      if ((m = rest.match(/^(x|y)(?:-(.+))?$/)))
        return m[2] === 'reverse' ? `divide-${m[1]}-reverse` : `divide-${m[1]}`;
      if (/^(solid|dashed|dotted|double|none)$/.test(rest)) return 'divide-style';
      return 'divide-color';
    case 'rounded':
      if ((m = rest.match(/^(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(?:-(.+))?$/))) return `rounded-${m[1]}`;
      return 'rounded';
    case 'shadow':
      return SIZES.test(rest) || rest === 'inner' ? 'shadow' : 'shadow-color';
    case 'ring':
      if (LINE_WIDTHS.test(rest)) return 'ring-w';
      if (rest === 'inset') return 'ring-w-inset';
      if (rest.startsWith('offset-'))
        return LINE_WIDTHS.test(rest.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return 'ring-color';
    case 'outline':
      if (LINE_WIDTHS.test(rest)) return 'outline-w';
      if (/^(none|hidden|solid|dashed|dotted|double)$/.test(rest)) return 'outline-style';
      if (rest.startsWith('offset-')) return 'outline-offset';
      return 'outline-color';
    case 'flex':
      if (/^(row|row-reverse|col|col-reverse)$/.test(rest)) return 'flex-direction';
      if (/^(wrap|wrap-reverse|nowrap)$/.test(rest)) return 'flex-wrap';
      return 'flex';
    case 'justify':
      if (rest.startsWith('items-')) return 'justify-items';
      if (rest.startsWith('self-')) return 'justify-self';
      return 'justify-content';
    case 'content':
      if (/^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(rest))
        return 'align-content';
      return familyGroup(u) ?? 'content';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(rest) ? 'object-fit' : 'object-position';
    case 'break':
      if (/^(normal|words|all|keep)$/.test(rest)) return 'word-break';
      return familyGroup(u);
    case 'list':
      if (/^(inside|outside)$/.test(rest)) return 'list-style-position';
      return familyGroup(u) ?? 'list-style-type';
    case 'scroll':
      if (/^(auto|smooth)$/.test(rest)) return 'scroll-behavior';
      return familyGroup(u);
    case 'snap':
      if (/^(start|end|center|align-none)$/.test(rest)) return 'snap-align';
      if (/^(normal|always)$/.test(rest)) return 'snap-stop';
      if (/^(none|x|y|both)$/.test(rest)) return 'snap-type';
      if (/^(mandatory|proximity)$/.test(rest)) return 'snap-strictness';
      return undefined;
    case 'from':
    case 'via':
    case 'to':
      return /^\d+%$/.test(rest) ? `gradient-${head}-position` : `gradient-${head}`;
    case 'fill':
      return 'fill';
    case 'stroke':
      return /^\d+$/.test(rest) ? 'stroke-w' : 'stroke';
    case 'decoration':
      if (/^(solid|double|dotted|dashed|wavy)$/.test(rest)) return 'decoration-style';
      return LINE_WIDTHS.test(rest) || /^(auto|from-font)$/.test(rest) ? 'decoration-w' : 'decoration-color';
    default:
      return familyGroup(u);
  }
}

/** The groups a later class of a group takes away: 'p-4' any earlier px/pt…, 'size-8' any earlier w and h. */
const LATER_WINS_OVER: Record<string, string> = {
  p: 'px py ps pe pt pr pb pl',
  px: 'pr pl',
  py: 'pt pb',
  m: 'mx my ms me mt mr mb ml',
  mx: 'mr ml',
  my: 'mt mb',
  'scroll-m': 'scroll-mx scroll-my scroll-ms scroll-me scroll-mt scroll-mr scroll-mb scroll-ml',
  'scroll-mx': 'scroll-mr scroll-ml',
  'scroll-my': 'scroll-mt scroll-mb',
  'scroll-p': 'scroll-px scroll-py scroll-ps scroll-pe scroll-pt scroll-pr scroll-pb scroll-pl',
  'scroll-px': 'scroll-pr scroll-pl',
  'scroll-py': 'scroll-pt scroll-pb',
  size: 'w h',
  gap: 'gap-x gap-y',
  inset: 'inset-x inset-y start end top right bottom left',
  'inset-x': 'right left',
  'inset-y': 'top bottom',
  overflow: 'overflow-x overflow-y',
  overscroll: 'overscroll-x overscroll-y',
  'font-size': 'leading',
  flex: 'basis grow shrink',
  'line-clamp': 'display overflow',
  rounded:
    'rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
  'rounded-s': 'rounded-ss rounded-es',
  'rounded-e': 'rounded-se rounded-ee',
  'rounded-t': 'rounded-tl rounded-tr',
  'rounded-r': 'rounded-tr rounded-br',
  'rounded-b': 'rounded-br rounded-bl',
  'rounded-l': 'rounded-tl rounded-bl',
  'border-w': 'border-w-x border-w-y border-w-s border-w-e border-w-t border-w-r border-w-b border-w-l',
  'border-w-x': 'border-w-r border-w-l',
  'border-w-y': 'border-w-t border-w-b',
  'border-color':
    'border-color-x border-color-y border-color-s border-color-e border-color-t border-color-r border-color-b border-color-l',
  'border-color-x': 'border-color-r border-color-l',
  'border-color-y': 'border-color-t border-color-b',
  'border-spacing': 'border-spacing-x border-spacing-y',
  'ring-w': 'ring-w-inset',
  'ring-w-inset': 'ring-w',
};
const LATER: Record<string, string[]> = Object.fromEntries(
  Object.entries(LATER_WINS_OVER).map(([group, others]) => [group, others.split(' ')]),
);

/** Splits 'md:hover:px-2' into its variants and utility, at the colons outside brackets and parentheses. */
function parse(name: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      parts.push(name.slice(from, i));
      from = i + 1;
    }
  }
  const utility = name.slice(from);
  // Plain variants are sorted between arbitrary ones ('hover:focus:' is 'focus:hover:'), as tailwind-merge does.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith('[')) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(':'), utility };
}

/**
 * Merged lists by what was joined: a page asks for the same few hundred (every button, every row of a list) on
 * each render, as tailwind-merge's cache answers them. Emptied when full, so it cannot grow without bound.
 */
const merged = new Map<string, string>();
const MERGED_KEPT = 500;

/** The classes of `joined` less those a later class overrides (tailwind-merge's rule). */
export function mergeClasses(joined: string): string {
  let result = merged.get(joined);
  if (result === undefined) {
    if (merged.size >= MERGED_KEPT) merged.clear();
    merged.set(joined, (result = merge(joined)));
  }
  return result;
}

function merge(joined: string): string {
  const names = joined.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i];
    if (!name) continue;
    const { variants, utility } = parse(name);
    let bare = utility;
    let important = '';
    if (bare.startsWith('!')) {
      important = '!';
      bare = bare.slice(1);
    } else if (bare.endsWith('!')) {
      important = '!';
      bare = bare.slice(0, -1);
    }
    if (bare.startsWith('-')) bare = bare.slice(1);
    const group = bare.startsWith('[') ? arbitraryProperty(bare) : groupOf(bare);
    if (!group) {
      kept.push(name);
      continue;
    }
    const prefix = `${variants}|${important}`;
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const other of LATER[group] ?? []) taken.add(prefix + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** '[mask-type:alpha]': its property is its group. */
function arbitraryProperty(utility: string): string | undefined {
  const m = utility.match(/^\[([a-z-]+):.+\]$/);
  return m ? `[${m[1]}]` : undefined;
}
