import fs from 'node:fs';
import path from 'node:path';
import type { ClientEntry, SsrAssets } from '../../common/contracts/ssr';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The browser entries: the app with its router, the browsing pages' (decision 026) and the buyer pages'
 * (decision 035). Each entry file only imports its start module (web/src/entry-client.tsx says why), whose
 * chunk is preloaded with it.
 */
export const CLIENT_ENTRIES: Record<ClientEntry, string> = {
  app: 'src/entry-client.tsx',
  shop: 'src/entry-shop.tsx',
  buyer: 'src/entry-buyer.tsx',
};

/**
 * Asset URLs from the client build's manifest: the entry script and its CSS, plus, for the page's route
 * modules, their chunks and everything they import statically, as modulepreload links, so the browser
 * fetches the page's code in parallel with the entry instead of after it.
 */
export class ClientAssets {
  constructor(private readonly manifest: Manifest) {}

  static read(webDistDir: string): ClientAssets {
    const file = path.join(webDistDir, '.vite', 'manifest.json');
    return new ClientAssets(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
  }

  has(moduleId: string): boolean {
    return moduleId in this.manifest;
  }

  /** The files of the chunk a build named `name` (a chunk group, vite.config.ts) and of what it imports. */
  chunkClosure(name: string): string[] {
    const start = Object.keys(this.manifest).find((key) => this.manifest[key]!.name === name);
    if (!start) return [];
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      files.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(start);
    return files;
  }

  for(modules: string[], entryName: ClientEntry = 'app'): SsrAssets {
    const entryKey = CLIENT_ENTRIES[entryName];
    const entry = this.manifest[entryKey];
    if (!entry) throw new Error(`The build manifest has no ${entryKey}`);
    const styles = new Set<string>();
    const preloads = new Set<string>();
    const visit = (key: string, seen: Set<string>) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      if (key !== entryKey) preloads.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported, seen);
    };
    const seen = new Set<string>();
    visit(entryKey, seen);
    for (const start of entry.dynamicImports ?? []) visit(start, seen);
    for (const module of modules) visit(module, seen);
    return { scripts: [`/${entry.file}`], styles: [...styles], preloads: [...preloads] };
  }
}
