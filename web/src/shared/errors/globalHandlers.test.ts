import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers } from './globalHandlers';

describe('installGlobalErrorHandlers', () => {
  const uninstallers: Array<() => void> = [];
  afterEach(() => {
    uninstallers.splice(0).forEach((uninstall) => uninstall());
    vi.restoreAllMocks();
  });

  it('logs an unhandled rejection and prevents it from surfacing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    uninstallers.push(installGlobalErrorHandlers());
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('offline') });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith('Unhandled promise rejection', expect.any(Error));
  });

  it('logs a global error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    uninstallers.push(installGlobalErrorHandlers());
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(log).toHaveBeenCalledWith('Unhandled error', expect.any(Error));
  });
});
