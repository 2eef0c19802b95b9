import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { keepPrerenderedOnlyFor } from './remotes/prerendered-page';
import { restoreSession } from './session/session';

restoreSession();
keepPrerenderedOnlyFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds, so the
// first render of the frame and its remote is not one long task (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
