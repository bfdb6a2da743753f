import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// `findBy…` and `waitFor` poll until their condition holds, so a longer limit only delays a real
// failure: npm test runs these beside the emulator tests, where a lazily loaded panel took more
// than the default second to appear.
configure({ asyncUtilTimeout: 10_000 });

// jsdom's own `performance` (the vmThreads pool gives each file jsdom's globals) has no Resource
// Timing; it loads no resource either, so the list a browser would give is empty.
if (typeof performance.getEntriesByType !== 'function') {
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
}
