import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { takeFakeAnswerViolations } from '../../web/src/test/api-contract';
// Before any test queries a label: jsdom's label lookups made label queries slow on large forms.
import '../../web/src/test/jsdom-label-control';

afterEach(() => {
  cleanup();
  // A fake API answer the server would never send fails its test (web/src/test/api-contract.ts).
  const [first, ...more] = takeFakeAnswerViolations();
  if (first) throw new Error(`${first.message}${more.length ? `\n(and ${more.length} more)` : ''}`);
});

// findBy/waitFor give up after 5 s instead of 1 s: the shared 2-core machine can be slow, and a routed
// page waits for its loader before it renders.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the carousels ask it about prefers-reduced-motion. No preference by default.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; Radix measures with it (a Checkbox inside a form). Nothing here resizes.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no pointer capture; Radix Toast asks for it when a press on a toast ends (its swipe). Nothing here
// captures the pointer.
if (!('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
  });
}
