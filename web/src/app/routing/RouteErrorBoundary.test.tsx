import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { RouteErrorBoundary } from './RouteErrorBoundary';

let failing = true;
function Page() {
  if (failing) throw new Error('render failed');
  return <p>page</p>;
}

const renderBoundary = (onRetry?: () => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <RouteErrorBoundary {...(onRetry ? { onRetry } : {})}>
        <Page />
      </RouteErrorBoundary>
    </I18nextProvider>,
  );

describe('RouteErrorBoundary', () => {
  it('shows a message instead of a failing page, and draws it again on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    renderBoundary();
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('errors.title'));
    failing = false;
    fireEvent.click(screen.getByTestId('route-error-retry'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('page').tagName).toBe('P');
  });

  it('retries with what it is given (the whole app reloads when its layout fails)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    const reload = vi.fn();
    renderBoundary(reload);
    fireEvent.click(screen.getByTestId('route-error-retry'));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('errors.title'));
  });
});
