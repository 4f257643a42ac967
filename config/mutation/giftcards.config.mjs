// npm run test:mutation (8 of 8): StrykerJS mutates the gift cards' module (issue 47): the pure rules
// (common/giftcards.ts: the code's alphabet, generation by rejection sampling, format and the forgiving read; the
// split of a payment and of what is given back; refusals, states and expiry limits) and the server's card module
// (server/modules/giftcards: the code's hash, the lookup with its guessing limit, the ledger's one conditional
// update, the owner's issue, list, change and adjustment, the recipient's mail, the buyer's cards, the expiry sweep),
// but not its thin routes nor store-credit.ts (refunds' own, tested with them). It runs the unit tests and the API
// tests on PGlite against each mutant (config/mutation/vitest.giftcards.config.ts).
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('giftcards'),
  testRunner: 'vitest',
  vitest: { configFile: 'config/mutation/vitest.giftcards.config.ts' },
  // Each file named (scripts/mutation-reports.ts checks the committed report against these): the card module but
  // its routes, index.ts (exports only) and store-credit.ts (refunds').
  mutate: [
    'common/giftcards.ts',
    'server/modules/giftcards/card-lookup.ts',
    'server/modules/giftcards/giftcard-code.ts',
    'server/modules/giftcards/giftcard-expiry.ts',
    'server/modules/giftcards/giftcard-mail.ts',
    'server/modules/giftcards/giftcards.repository.ts',
    'server/modules/giftcards/giftcards.service.ts',
  ],
  thresholds: { high: 95, low: 95, break: 95 },
  // The API tests start the whole app per file: a mutant gets more time than a pure function's.
  timeoutMS: 60_000,
};
