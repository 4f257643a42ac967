import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against the gift cards' module (config/mutation/giftcards.config.mjs): the unit tests of
 * the rules (common/giftcards.ts) and the API tests of the owner's and the buyer's routes and the expiry sweep, on
 * PGlite started from the migrated template the global setup makes once.
 */
export default defineConfig({
  // The repository, whatever the directory Vitest was started from: include, setup and global setup paths are relative to it.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'mutation-giftcards',
    environment: 'node',
    include: [
      'common/giftcards.test.ts',
      'server/modules/giftcards/*.test.ts',
      'tests/api/giftcards.test.ts',
      'tests/api/giftcards-module.test.ts',
    ],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/close-after-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
