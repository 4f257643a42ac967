import os from 'node:os';
import type Sharp from 'sharp';

/**
 * libvips' limits for a small server (memory). Each image operation may use this many threads;
 * on a 2-core machine that is one, so an upload being resized leaves a core to the event loop that answers
 * every other request. Its operation cache keeps decoded images between calls, which helps a batch of
 * thumbnails of one picture and nothing else here (uploads are one-off, variants are stored): it is kept
 * to a few MB instead of libvips' default 50 MB, and no open files.
 */
export const SHARP_CACHE = { memory: 8, files: 0, items: 20 } as const;

export function sharpThreadsFor(cores: number): number {
  return Math.max(1, cores - 1);
}

export function limitSharp(sharp: typeof Sharp, cores = os.availableParallelism()): void {
  sharp.concurrency(sharpThreadsFor(cores));
  sharp.cache(SHARP_CACHE);
}

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp with these limits, loaded on the first image (an upload, a return's photo, the demo's seeding): a shop
 * that serves stored images never loads libvips at all, and keeps its memory (decision 024).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    limitSharp(sharp);
    return sharp;
  }));
}
