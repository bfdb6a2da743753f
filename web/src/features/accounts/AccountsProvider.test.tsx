import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/http';
import { useAuth } from '../../shared/auth/AuthState';
import { forgetFirebaseUser } from '../../shared/firebase/forgetUser';
import { AccountsProvider, notifyAuthLogin, notifyAuthUpdated } from './AccountsProvider';
import { awa, callsTo, fakeServer, jsonResponse } from './testing';

vi.mock('../../shared/firebase/forgetUser', () => ({
  forgetFirebaseUser: vi.fn(async () => {}),
}));

function Probe() {
  const { state, signOut } = useAuth();
  return (
    <>
      <output data-testid="status">{state.status}</output>
      <output data-testid="user">
        {state.status === 'signedIn' ? JSON.stringify(state.user) : ''}
      </output>
      <button onClick={() => void signOut()}>sign out</button>
      <button onClick={() => void signOut('accountDeleted')}>account deleted</button>
    </>
  );
}

const status = () => screen.getByTestId('status').textContent;
const user = () => JSON.parse(screen.getByTestId('user').textContent || 'null') as unknown;

const renderProvider = () =>
  render(
    <AccountsProvider>
      <Probe />
    </AccountsProvider>,
  );

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;

const rememberedUser = () => localStorage.getItem('accounts:session-user');

beforeEach(() => {
  queryClient.clear();
  vi.mocked(forgetFirebaseUser).mockClear();
  localStorage.clear();
  // These tests are about the check: a user had a session on this device.
  localStorage.setItem('accounts:session-user', 'someone');
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AccountsProvider', () => {
  it('is loading during the first check, then signed in with the team-member result', async () => {
    const server = fakeServer({ user: awa, isTeamMember: true });
    renderProvider();
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signedIn'));
    await waitFor(() => expect(user()).toEqual({ ...awa, isTeamMember: true }));
    const [userCall] = callsTo(server, 'GET', '/api/auth/user');
    expect(userCall?.init?.credentials).toBe('include');
    expect(new Headers(userCall?.init?.headers).get('Cache-Control')).toBe('no-cache');
    expect(callsTo(server, 'GET', '/api/auth/team-member-check')[0]?.init?.credentials).toBe(
      'include',
    );
  });

  it('is signed out on 401, without asking the team-member check, and forgets the user', async () => {
    const server = fakeServer({ user: null });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(callsTo(server, 'GET', '/api/auth/team-member-check')).toHaveLength(0);
    expect(consoleError).not.toHaveBeenCalled();
    // The next visit need not ask again.
    expect(rememberedUser()).toBeNull();
  });

  it('is signed out after any other failure, logs it and does not retry the user call', async () => {
    const server = fakeServer({ user: () => new Response('boom', { status: 500 }) });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut'));
    // Spec §8: only logged (a warning: it is what any visit without a network does).
    await waitFor(() => expect(consoleWarn).toHaveBeenCalled());
    const [message, error] = consoleWarn.mock.calls[0] ?? [];
    expect(message).toBe('Initial auth refresh failed');
    expect((error as Error).message).toBe('Authentication check failed');
    expect(((error as Error).cause as Error).message).toBe('500: boom');
    expect(callsTo(server, 'GET', '/api/auth/user')).toHaveLength(1);
  });

  it('stays signed in, without the team links, when only the team-member check fails', async () => {
    fakeServer({ user: awa, isTeamMember: () => new Response('', { status: 403 }) });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(user()).toMatchObject({ id: 'u1', isTeamMember: false });
  });

  it('checks again on auth:login and auth:updated, within the 60 s freshness', async () => {
    const server = fakeServer({ user: null });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut'));

    server.user = awa;
    let outcome: unknown;
    await act(async () => {
      outcome = await notifyAuthLogin();
    });
    expect(outcome).toBe('signedIn');
    expect(status()).toBe('signedIn');

    server.user = { ...awa, firstName: 'Aminata' };
    await act(async () => {
      window.dispatchEvent(new Event('auth:updated'));
    });
    await waitFor(() => expect(user()).toMatchObject({ firstName: 'Aminata' }));
    expect(callsTo(server, 'GET', '/api/auth/user')).toHaveLength(3);
  });

  it('reports a failed event check to the dispatcher and ends signed out', async () => {
    const server = fakeServer({ user: awa });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));
    server.user = () => Promise.reject(new TypeError('Failed to fetch'));
    await act(async () => {
      await expect(notifyAuthUpdated()).rejects.toThrow('Authentication check failed');
    });
    expect(status()).toBe('signedOut');
    expect(consoleError).toHaveBeenCalledWith('Authentication check failed', expect.any(Error));
  });

  it('resolves a dispatch at once when no provider listens', async () => {
    await expect(notifyAuthLogin()).resolves.toBeUndefined();
  });

  it('signs out: logout call, Firebase forgets the user (cache and SDK), then signed out', async () => {
    const server = fakeServer({ user: awa });
    // What the user typed and did not send goes too (a shared phone); the theme stays.
    localStorage.setItem('private:quotes:draft:open', '{}');
    localStorage.setItem('ui-theme', 'dark');
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(status()).toBe('signedOut'));
    const [logout] = callsTo(server, 'POST', '/api/auth/logout');
    expect(logout?.init?.credentials).toBe('include');
    expect(forgetFirebaseUser).toHaveBeenCalledOnce();
    expect(forgetFirebaseUser).toHaveBeenCalledWith();
    expect(localStorage.getItem('private:quotes:draft:open')).toBeNull();
    expect(localStorage.getItem('ui-theme')).toBe('dark');
    localStorage.removeItem('ui-theme');
    // The check after logout went to the server, not to the 60 s cache.
    expect(callsTo(server, 'GET', '/api/auth/user')).toHaveLength(2);
  });

  it('confirms a deleted account once signed out, in the page language', async () => {
    fakeServer({ user: awa });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(screen.queryByTestId('sign-out-notice')).toBeNull();
    // Loaded on demand by the app; loaded here first so a busy test run need not wait for it.
    await import('./SignOutNotice');
    fireEvent.click(screen.getByRole('button', { name: 'account deleted' }));
    // The notice's module loads on demand: the first import takes a moment in a test run.
    const notice = await screen.findByTestId('sign-out-notice', {}, { timeout: 5_000 });
    expect(notice.textContent).toContain('Votre compte a été supprimé.');
    expect(status()).toBe('signedOut');
    expect(forgetFirebaseUser).toHaveBeenCalledOnce();
    // Importing MUI's snackbar takes seconds when the machine is busy.
  }, 20_000);

  it('shows itself signed out only once the device has forgotten the user', async () => {
    fakeServer({ user: awa });
    let forgotten: () => void = () => {};
    vi.mocked(forgetFirebaseUser).mockImplementationOnce(
      () => new Promise<void>((resolve) => (forgotten = resolve)),
    );
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(forgetFirebaseUser).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(status()).toBe('signedIn');
    await act(async () => forgotten());
    await waitFor(() => expect(status()).toBe('signedOut'));
  });

  it('forgets a user whose session ended elsewhere when the check answers 401', async () => {
    const server = fakeServer({ user: awa });
    const first = renderProvider();
    await waitFor(() => expect(status()).toBe('signedIn'));
    first.unmount();
    // Next visit: the session expired or was revoked meanwhile.
    server.user = null;
    queryClient.clear();
    renderProvider();
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(forgetFirebaseUser).toHaveBeenCalledExactlyOnceWith(awa.id);
    // Forgotten once: later checks of the signed-out visitor load no SDK.
    await act(async () => {
      await notifyAuthUpdated();
    });
    expect(forgetFirebaseUser).toHaveBeenCalledOnce();
  });

  describe('without a user remembered on this device', () => {
    beforeEach(() => {
      localStorage.clear();
    });

    it('starts signed out without asking the server', async () => {
      const server = fakeServer({ user: awa });
      renderProvider();
      await waitFor(() => expect(status()).toBe('signedOut'));
      expect(server.calls).toHaveLength(0);
      expect(forgetFirebaseUser).not.toHaveBeenCalled();
    });

    it('asks when the storage cannot tell', async () => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('storage disabled');
      });
      const server = fakeServer({ user: awa });
      renderProvider();
      await waitFor(() => expect(status()).toBe('signedIn'));
      expect(callsTo(server, 'GET', '/api/auth/user')).toHaveLength(1);
    });

    it('asks after a sign-in, and remembers the user for the next visits', async () => {
      const server = fakeServer({ user: awa });
      renderProvider();
      await waitFor(() => expect(status()).toBe('signedOut'));
      await act(async () => {
        await notifyAuthLogin();
      });
      expect(status()).toBe('signedIn');
      expect(callsTo(server, 'GET', '/api/auth/user')).toHaveLength(1);
      expect(rememberedUser()).toBe(awa.id);
    });
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    let answerFirst: (response: Response) => void = () => {};
    const server = fakeServer({
      user: () => new Promise<Response>((resolve) => (answerFirst = resolve)),
    });
    renderProvider();
    server.user = awa;
    await act(async () => {
      await notifyAuthLogin();
    });
    expect(status()).toBe('signedIn');
    await act(async () => answerFirst(jsonResponse({ error: {} }, 401)));
    expect(status()).toBe('signedIn');
  });
});
