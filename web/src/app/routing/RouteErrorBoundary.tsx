import { Alert, AlertTitle, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A lazy page whose chunk could not be fetched (offline, or replaced by a new deploy). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
    message,
  );
}

export function RouteErrorMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Alert
      severity="error"
      sx={{ my: 4 }}
      role="alert"
      action={
        <Button
          color="inherit"
          onClick={chunk ? () => window.location.reload() : onRetry}
          data-testid="route-error-retry"
        >
          {t('errors.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('errors.title')}</AlertTitle>
      {t(chunk ? 'errors.pageUnavailable' : 'errors.description')}
    </Alert>
  );
}

interface State {
  error: unknown;
}

interface Props {
  children: ReactNode;
  /** What the retry does; by default, draw the page again. */
  onRetry?: () => void;
}

/**
 * One per route: a failing page shows a translated message and a retry, never a blank page.
 * One more around the whole app, retrying with a reload, for when the layout itself fails.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed to render', error);
  }

  override render() {
    if (this.state.error) {
      return (
        <RouteErrorMessage
          error={this.state.error}
          onRetry={this.props.onRetry ?? (() => this.setState({ error: null }))}
        />
      );
    }
    return this.props.children;
  }
}
