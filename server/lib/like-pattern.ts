/** A LIKE pattern matching text that contains `s` anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
