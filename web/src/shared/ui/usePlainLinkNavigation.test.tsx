import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePlainLinkNavigation } from './usePlainLinkNavigation';

function Links() {
  const onClick = usePlainLinkNavigation();
  return (
    <nav onClick={onClick}>
      <a href="/about?tab=team">
        <span>About</span>
      </a>
      <a href="/terms" target="_blank">
        Terms
      </a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="mailto:contact@example.com">Mail</a>
    </nav>
  );
}

function Path() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function renderLinks() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Links />
              <Path />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByText(name), { button: 0, ...init });

describe('usePlainLinkNavigation', () => {
  it('opens a link to an app page in the app, from a click on its content', () => {
    renderLinks();
    expect(click('About')).toBe(false); // the browser's navigation is prevented
    expect(screen.getByRole('status').textContent).toBe('/about?tab=team');
  });

  it('leaves new tabs, modifier keys, other origins and mail links to the browser', () => {
    renderLinks();
    expect(click('Terms')).toBe(true);
    expect(click('About', { ctrlKey: true })).toBe(true);
    expect(click('Elsewhere')).toBe(true);
    expect(click('Mail')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});
