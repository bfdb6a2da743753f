import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { registerServiceWorker } from './registerServiceWorker';
import { stubNavigator } from './testing';
import { UpdatePrompt } from './UpdatePrompt';

type Listener = () => void;

const { workboxes, FakeWorkbox } = vi.hoisted(() => {
  const workboxes: InstanceType<typeof FakeWorkbox>[] = [];
  class FakeWorkbox {
    listeners = new Map<string, Listener[]>();
    register = vi.fn(() => Promise.resolve(undefined));
    update = vi.fn(() => Promise.resolve());
    messageSkipWaiting = vi.fn();
    posted: unknown[] = [];
    active = Promise.resolve();
    getSW = vi.fn(async () => ({ postMessage: (message: unknown) => this.posted.push(message) }));
    constructor(public scriptURL: string) {
      workboxes.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return { workboxes, FakeWorkbox };
});

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

let restoreServiceWorker: () => void;

beforeEach(() => {
  // Not `performance`: the registration reads the visit's resource timings (precachePolicy).
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  restoreServiceWorker = stubNavigator('serviceWorker', {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  restoreServiceWorker();
});

// One sequence: the registration is a page-wide singleton.
describe('registerServiceWorker and UpdatePrompt', () => {
  it('does nothing outside production builds', () => {
    registerServiceWorker();
    expect(workboxes).toHaveLength(0);
  });

  it('registers /sw.js once, when online, and offers the waiting version', async () => {
    vi.stubEnv('PROD', true);
    // Offline, the registration waits for the connection.
    const restoreOnLine = stubNavigator('onLine', false);
    registerServiceWorker();
    expect(workboxes).toHaveLength(0);
    restoreOnLine();
    window.dispatchEvent(new Event('online'));
    registerServiceWorker();
    expect(workboxes).toHaveLength(1);
    const [wb] = workboxes;
    if (!wb) throw new Error('no Workbox created');
    expect(wb.scriptURL).toBe('/sw.js');
    expect(wb.register).toHaveBeenCalledOnce();
    // Once active, the worker keeps what this visit loaded; jsdom reports no connection, so
    // the rest of the app is not downloaded (precachePolicy).
    await vi.waitFor(() => expect(wb.posted).toHaveLength(1));
    expect(wb.posted[0]).toMatchObject({ type: 'CACHE_URLS' });

    render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nextProvider>,
    );
    expect(screen.queryByText('Une nouvelle version est disponible')).toBeNull();

    act(() => wb.emit('waiting'));
    expect(screen.getByText('Une nouvelle version est disponible')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    // The page reloads once the new worker controls it.
    expect(wb.listeners.get('controlling')).toHaveLength(1);
  });
});
