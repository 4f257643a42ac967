import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * Every class name written in web/src: the words of its string literals that read as class lists (lower case,
 * no sentence punctuation). Tailwind builds a utility only from names written whole in the source, so these are
 * all the utilities the app's `cn()` can meet (and some plain words, which neither merge knows).
 */
function classNamesInSource(): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      // (Not this merge's own module, whose strings name its groups.)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.|^class-merge\.ts$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, , text] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          const words = text.split(/\s+/).filter(Boolean);
          const classy = words.every(
            (w) => /^!?-?[a-z0-9@[\]():/.%_#,&>*=+'-]+!?$/.test(w) && /[a-z]/.test(w),
          );
          if (!classy) continue;
          for (const w of words) if (words.length > 1 || /[-:]/.test(w)) names.add(w);
        }
      }
    }
  };
  visit(SRC);
  return [...names].sort();
}

/**
 * Where this merge is right and tailwind-merge 3 is not: `bg-gradient-to-r` (Tailwind 4 keeps it, beside
 * `bg-linear-to-r`) is a background image, which tailwind-merge takes for a colour, dropping it before a `bg-white`.
 */
const DELIBERATE = /(^|\s)bg-gradient-to-/;

const variantsOf = (name: string) => {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[' || name[i] === '(') depth++;
    else if (name[i] === ']' || name[i] === ')') depth--;
    else if (name[i] === ':' && depth === 0) last = i;
  }
  return name.slice(0, last + 1);
};

describe('mergeClasses', () => {
  it('lets a later utility win over an earlier one of its kind, and keeps what it does not know', () => {
    expect(mergeClasses('px-3 py-2 px-2')).toBe('py-2 px-2');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('size-16 w-8')).toBe('size-16 w-8');
    expect(mergeClasses('w-8 h-8 size-16')).toBe('size-16');
    expect(mergeClasses('text-sm leading-none text-neutral-800 text-xs')).toBe('text-neutral-800 text-xs');
    expect(mergeClasses('text-left text-neutral-700 text-right')).toBe('text-neutral-700 text-right');
    expect(mergeClasses('border border-neutral-300 border-0 border-red-500')).toBe('border-0 border-red-500');
    expect(mergeClasses('rounded-md bg-white rounded-full bg-black/60')).toBe('rounded-full bg-black/60');
    expect(mergeClasses('sm:px-3 px-2 md:hover:px-1 hover:md:px-4')).toBe('sm:px-3 px-2 hover:md:px-4');
    expect(mergeClasses('@max-[59rem]:block @max-[59rem]:hidden')).toBe('@max-[59rem]:hidden');
    expect(mergeClasses('-mt-1 mt-2 !mt-3')).toBe('mt-2 !mt-3');
    expect(mergeClasses('btn btn-primary btn-primary  card')).toBe('btn btn-primary btn-primary card');
    expect(mergeClasses('')).toBe('');
  });

  it('answers a list it has merged before from memory, and stays right after forgetting', () => {
    expect(mergeClasses('px-3 py-2 px-2')).toBe('py-2 px-2');
    for (let i = 0; i < 600; i++) expect(mergeClasses(`mt-${i} mt-1`)).toBe('mt-1');
    expect(mergeClasses('px-3 py-2 px-2')).toBe('py-2 px-2');
  });

  it('is tailwind-merge for every pair of class names in web/src, in both orders', () => {
    const all = classNamesInSource();
    expect(all.length).toBeGreaterThan(500);
    // A class either merge knows is one it drops when it comes twice; two classes neither knows never meet.
    const known = (name: string) =>
      mergeClasses(`${name} ${name}`) === name || twMerge(`${name} ${name}`) === name;
    const names = all.filter(known);
    expect(names.length).toBeGreaterThan(600);
    const byVariants = new Map<string, string[]>();
    for (const name of names) {
      const key = variantsOf(name);
      byVariants.set(key, [...(byVariants.get(key) ?? []), name]);
    }
    const differ: string[] = [];
    for (const group of byVariants.values())
      for (const a of group)
        for (const b of group) {
          const joined = `${a} ${b}`;
          if (DELIBERATE.test(joined)) continue;
          if (mergeClasses(joined) !== twMerge(joined))
            differ.push(`"${joined}": ${mergeClasses(joined)} ≠ ${twMerge(joined)}`);
        }
    expect(differ.slice(0, 40)).toEqual([]);
  });
});
