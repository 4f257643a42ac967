import { describe, expect, it } from 'vitest';
import { AREAS, areasOf, LiveCatalogue, loadCatalogue, PAGE_AREAS } from './catalogues';
import frame from './hi/frame';

describe('which Hindi a page loads (decision 036)', () => {
  it('gives every page the frame’s words and its own area’s; the 404 the frame’s only', () => {
    expect(areasOf('shop/product')).toEqual(['frame', 'browse']);
    expect(areasOf('shop/static/privacy')).toEqual(['frame', 'policies']);
    expect(areasOf('auth/reset-password')).toEqual(['frame', 'auth']);
    expect(areasOf('shop/wishlist')).toEqual(['frame', 'account', 'browse']);
    expect(areasOf(undefined)).toEqual(['frame']);
    expect(areasOf('not-found')).toEqual(['frame']);
  });

  it('names only areas that have a catalogue', () => {
    for (const areas of Object.values(PAGE_AREAS)) for (const a of areas) expect(AREAS).toContain(a);
  });

  it('merges the areas’ catalogues into one', async () => {
    const merged = await loadCatalogue(['frame', 'browse', 'frame']);
    expect(merged['Skip to content']).toBe(frame['Skip to content']);
    expect(Object.keys(merged).length).toBeGreaterThanOrEqual(Object.keys(frame).length);
  });

  it('the router’s catalogue loads a next page’s missing areas once, and tells its listeners', async () => {
    const live = new LiveCatalogue({ Home: 'होम' }, ['frame', 'browse']);
    let told = 0;
    live.subscribe(() => told++);
    await live.ensure('shop/listing');
    expect(told).toBe(0);
    expect(live.current()).toEqual({ Home: 'होम' });
    await live.ensure('shop/static/about');
    expect(told).toBe(1);
    await live.ensure('shop/static/terms');
    expect(told).toBe(1);
  });
});
