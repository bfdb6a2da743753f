import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom's own `performance` (the vmThreads pool gives each file jsdom's globals) has no Resource
// Timing; it loads no resource either, so the list a browser would give is empty.
if (typeof performance.getEntriesByType !== 'function') {
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
}
