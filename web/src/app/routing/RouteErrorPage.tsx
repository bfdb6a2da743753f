import { Container } from '@mui/material';
import { useRouteError } from 'react-router-dom';
import { RouteErrorMessage } from './RouteErrorBoundary';

/** Last resort when the layout itself fails: still a message and a retry, never blank. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Container maxWidth="md">
      <RouteErrorMessage error={error} onRetry={() => window.location.reload()} />
    </Container>
  );
}
