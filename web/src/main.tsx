import './shared/zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorHandlers } from './shared/errors/globalHandlers';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Off the critical path: the worker only matters from the next visit on.
void import('./features/pwa/registerServiceWorker').then((pwa) => pwa.registerServiceWorker());
