/** How the shipped server is started: used by the ops tests (server-process.ts) and the bench's burst. */
/** The compiled server, relative to the repository (scripts/build.mjs). */
export const SERVER_ENTRY = 'dist/app/main.js';
/**
 * Node's flags and the environment for the server, as `npm start` and deploy/shop.service give them (decision
 * 024): young-generation semi-spaces of 2 MB instead of 16 and an old generation of at most 256 MB
 * (without a limit V8 let the heap grow past 150 MB of garbage under 500 connections), and two malloc arenas.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=256'];
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };
