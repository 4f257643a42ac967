import { describe, expect, it } from 'vitest';
import { ClientAssets } from './assets';

// A build's manifest in small: the shop entry, the browsing pages' chunk, the later group (decision 038) with its
// shared part, and a buyer chunk the later group must not reach.
const assets = new ClientAssets({
  'src/entry-shop.tsx': { file: 'assets/entry-shop.js', isEntry: true, dynamicImports: ['_shop.js'] },
  '_shop.js': {
    file: 'assets/shop.js',
    name: 'shop',
    imports: ['_framework.js'],
    dynamicImports: ['_later.js'],
  },
  '_framework.js': { file: 'assets/framework.js', name: 'framework' },
  '_later.js': {
    file: 'assets/shop-later.js',
    name: 'shop-later',
    imports: ['_shop.js', '_shared.js', '_shop.js'],
  },
  '_shared.js': {
    file: 'assets/shop-later-shared.js',
    name: 'shop-later-shared',
    imports: ['_framework.js'],
  },
  '_buyer.js': { file: 'assets/buyer-checkout.js', name: 'buyer-checkout', imports: ['_shared.js'] },
});

describe('ClientAssets.chunkClosure', () => {
  it("lists a named chunk's file and, once each, the files it imports statically, not its lazy ones", () => {
    expect(assets.chunkClosure('shop-later')).toEqual([
      '/assets/shop-later.js',
      '/assets/shop.js',
      '/assets/framework.js',
      '/assets/shop-later-shared.js',
    ]);
    expect(assets.chunkClosure('shop')).toEqual(['/assets/shop.js', '/assets/framework.js']);
  });

  it('is empty for a name no chunk has', () => {
    expect(assets.chunkClosure('shop-after')).toEqual([]);
  });
});
