/**
 * The catalogues' build check (issue 50, decision 036): every text the storefront marks for translation
 * (`t('…')` or `msg('…')` in web/src, the admin panel and tests left out) has its Hindi in one of
 * web/src/i18n/hi/*.ts, and every Hindi there belongs to a text the code still marks. Prints what is missing
 * or left over and exits 1; `npm run lint` runs it, so CI does.
 *
 *   npx tsx scripts/check-catalogues.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_SRC = path.join(ROOT, 'web/src');
const HINDI_DIR = path.join(WEB_SRC, 'i18n/hi');

/** The calls whose first argument is a text to translate. */
const MARKERS = new Set(['t', 'msg']);

export interface MarkedText {
  text: string;
  file: string;
  line: number;
}

/**
 * The texts a source file marks: the first argument of each call to `t` or `msg` (a plain function or a
 * method, `i18n.t(…)`), when it is a string literal or a template without `${}`. A call with anything else
 * first (`t(label)`: a msg() value translated where shown) is not a text of its own.
 */
export function extractTexts(source: string, file = 'source.tsx'): MarkedText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: MarkedText[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      const first = node.arguments[0];
      if (
        name &&
        MARKERS.has(name) &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
      ) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(first.getStart());
        found.push({ text: first.text, file, line: line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The storefront's and sign-in pages' source files: web/src without the admin panel, tests and catalogues. */
export function storefrontFiles(dir = WEB_SRC): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      const rel = path.relative(WEB_SRC, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (isLeftOut(`${rel}/`)) continue;
        walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !isLeftOut(rel)) {
        files.push(full);
      }
    }
  };
  walk(dir);
  return files.sort();
}

/** The admin panel stays English; tests and the catalogues themselves mark no texts of the shop's. */
export function isLeftOut(rel: string): boolean {
  return (
    rel.startsWith('routes/admin/') ||
    rel.startsWith('features/admin-') ||
    rel.startsWith('test/') ||
    rel.startsWith('i18n/hi/') ||
    /\.test\.tsx?$/.test(rel) ||
    /\.d\.ts$/.test(rel)
  );
}

export interface CatalogueReport {
  /** Texts the code marks that no catalogue has, with where each is marked first. */
  missing: MarkedText[];
  /** Catalogue keys no code marks, by catalogue. */
  unused: { area: string; text: string }[];
  /** Keys in more than one catalogue (a text shared by areas belongs in the frame's). */
  twice: { text: string; areas: string[] }[];
}

/** What the marked texts and the catalogues (area → English → Hindi) miss of each other. */
export function compare(
  texts: MarkedText[],
  catalogues: Record<string, Record<string, string>>,
): CatalogueReport {
  const marked = new Map<string, MarkedText>();
  for (const t of texts) if (!marked.has(t.text)) marked.set(t.text, t);
  const areasOf = new Map<string, string[]>();
  for (const [area, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(messages)) areasOf.set(key, [...(areasOf.get(key) ?? []), area]);
  }
  const missing = [...marked.values()].filter((t) => !areasOf.has(t.text));
  const unused = Object.entries(catalogues).flatMap(([area, messages]) =>
    Object.keys(messages)
      .filter((text) => !marked.has(text))
      .map((text) => ({ area, text })),
  );
  const twice = [...areasOf.entries()]
    .filter(([, areas]) => areas.length > 1)
    .map(([text, areas]) => ({ text, areas }));
  return { missing, unused, twice };
}

async function loadCatalogues(): Promise<Record<string, Record<string, string>>> {
  const catalogues: Record<string, Record<string, string>> = {};
  for (const name of fs.readdirSync(HINDI_DIR).sort()) {
    if (!/^[a-z-]+\.ts$/.test(name)) continue;
    const module = (await import(pathToFileURL(path.join(HINDI_DIR, name)).href)) as {
      default: Record<string, string>;
    };
    catalogues[name.replace(/\.ts$/, '')] = module.default;
  }
  return catalogues;
}

async function main() {
  const texts = storefrontFiles().flatMap((file) =>
    extractTexts(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)),
  );
  const catalogues = await loadCatalogues();
  const { missing, unused, twice } = compare(texts, catalogues);
  for (const t of missing) console.error(`No Hindi for ${JSON.stringify(t.text)} (${t.file}:${t.line})`);
  for (const u of unused)
    console.error(`Hindi for a text no code marks: ${JSON.stringify(u.text)} (i18n/hi/${u.area}.ts)`);
  // Harmless at run time (the areas merge), but one text should have one Hindi: a warning only.
  for (const d of twice)
    console.warn(`In more than one catalogue: ${JSON.stringify(d.text)} (${d.areas.join(', ')})`);
  const count = new Set(texts.map((t) => t.text)).size;
  if (missing.length || unused.length) {
    console.error(
      `check-catalogues: ${missing.length} text(s) without Hindi, ${unused.length} Hindi without a text`,
    );
    process.exit(1);
  }
  console.log(`check-catalogues: ${count} texts, each with its Hindi`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
