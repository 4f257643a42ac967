import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests of the discount codes' rules (common/discounts.ts), alone: StrykerJS (`npm run test:mutation --
 * discounts`) runs them once per mutant, with no database and no global setup.
 */
export default defineConfig({
  // The repository, whatever the directory Vitest was started from.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'mutation-discounts',
    environment: 'node',
    include: ['common/discounts.test.ts'],
  },
});
