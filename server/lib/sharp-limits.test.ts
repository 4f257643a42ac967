// @vitest-isolate: these tests load sharp through loadSharp for the first time (a fresh module).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { limitSharp, loadSharp, SHARP_CACHE, sharpThreadsFor } from './sharp-limits';

describe('sharp on a small server', () => {
  it('leaves a core to the event loop, and never goes below one thread', () => {
    expect(sharpThreadsFor(2)).toBe(1);
    expect(sharpThreadsFor(1)).toBe(1);
    expect(sharpThreadsFor(8)).toBe(7);
  });

  it('sets the threads and keeps libvips’ cache to a few MB and no files', () => {
    limitSharp(sharp, 2);
    expect(sharp.concurrency()).toBe(1);
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(SHARP_CACHE.memory);
    expect(cache.files.max).toBe(0);
    expect(cache.items.max).toBe(SHARP_CACHE.items);
  });

  it('loads sharp once, on the first image, with the limits set', async () => {
    sharp.cache(true);
    const loaded = await loadSharp();
    expect(loaded).toBe(sharp);
    expect(await loadSharp()).toBe(loaded);
    expect(sharp.cache().memory.max).toBe(SHARP_CACHE.memory);
  });
});
