import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { keepPrerenderedOnlyFor } from './remotes/prerendered-page';
import { restoreSession } from './session/session';

restoreSession();
keepPrerenderedOnlyFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
