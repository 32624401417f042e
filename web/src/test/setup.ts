import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages render Chakra dialogs in happy-dom; on a loaded 2-core CI machine a dialog can take seconds to appear.
// One patience setting for every web test (findBy*/waitFor), instead of a setting per file.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
