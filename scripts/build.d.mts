// Types of scripts/build.mjs for the TypeScript that imports it (its tests and the test setup).
export declare const ROOT: string;
export type Part = 'web' | 'server';
export declare const PARTS: Record<Part, { outputs: string[]; sources: string[] }>;
export declare function staleness(part: Part, root?: string): 'missing' | 'stale' | null;
export declare function buildWeb(options?: { quiet?: boolean }): Promise<void>;
export declare function buildServer(): Promise<void>;
