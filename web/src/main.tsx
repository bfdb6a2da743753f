import './shared/zodConfig';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorHandlers } from './shared/errors/globalHandlers';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition renders in slices that yield to the browser, instead of one long task that
// blocks a phone's main thread while the first screen is built (issue 11, TBT).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Off the critical path: the worker only matters from the next visit on.
void import('./features/pwa/registerServiceWorker').then((pwa) => pwa.registerServiceWorker());
