import { testUser } from '../../shared/auth/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AuthUser } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import { AccountsProvider } from './AccountsProvider';

/** Test helpers of this feature: a fake `/api/auth/*` server behind a mocked `fetch`. */

// The user as `GET /api/auth/user` returns it (no team flag: that is another call).
const { isTeamMember: _team, ...awaUser } = testUser();
export const awa: AuthUser = awaUser;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const unauthenticated = () =>
  jsonResponse({ error: { code: 'unauthenticated', message: 'Sign in first' } }, 401);

export interface FakeServer {
  /** The signed-in user, null when signed out; or a function answering the user call. */
  user: AuthUser | null | (() => Response | Promise<Response>);
  isTeamMember: boolean | (() => Response | Promise<Response>);
  /** Answer to POST /api/auth/session; by default signs `sessionUser` in. */
  session: () => Response;
  sessionUser: AuthUser;
  calls: Array<{ method: string; path: string; init: RequestInit | undefined }>;
}

/** Installs a `fetch` that answers like the api function, and returns its settings. */
export function fakeServer(initial: Partial<FakeServer> = {}): FakeServer {
  const server: FakeServer = {
    user: null,
    isTeamMember: false,
    sessionUser: awa,
    calls: [],
    session: () => {
      server.user = server.sessionUser;
      return jsonResponse({ status: 'ok' });
    },
    ...initial,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    server.calls.push({ method, path, init });
    if (method === 'GET' && path === '/api/auth/user') {
      if (typeof server.user === 'function') return server.user();
      return server.user ? jsonResponse(server.user) : unauthenticated();
    }
    if (method === 'GET' && path === '/api/auth/team-member-check') {
      if (typeof server.isTeamMember === 'function') return server.isTeamMember();
      return server.user ? jsonResponse({ isTeamMember: server.isTeamMember }) : unauthenticated();
    }
    if (method === 'POST' && path === '/api/auth/session') return server.session();
    if (method === 'POST' && path === '/api/auth/logout') {
      server.user = null;
      return jsonResponse({ status: 'ok' });
    }
    return jsonResponse({ error: { code: 'not_found', message: path } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}

export const callsTo = (server: FakeServer, method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path);

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * The page at `path` (e.g. "/auth?next=%2Fprofile", "/en/register") inside the real session
 * provider; any other path shows where the app went, in `data-testid="location"`.
 */
export function renderAccountPage(page: ReactElement, route: string, path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AccountsProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
            <Route path={`/en${route}`} element={page} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </AccountsProvider>
    </I18nextProvider>,
  );
}
