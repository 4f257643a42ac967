// Types of scripts/import-cycles.mjs for the TypeScript that imports it (its test).
export declare const ROOTS: string[];
export declare function sourceFiles(root: string, roots?: string[]): string[];
export declare function importGraph(files: string[], read: (file: string) => string): Map<string, string[]>;
export declare function findCycles(graph: Map<string, string[]>): { files: string[]; circle: string[] }[];
