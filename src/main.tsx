import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchAccountDeactivated } from './app/account-deactivated';
import { App } from './app/App';
import { initSession } from './session/store';
import { startSessionRefresh } from './session/refresh';

// Before the first render: the API client takes its token and role from the session (and reports
// TOKEN_EXPIRED to it), the token is refreshed on schedule, and a deactivated account's refused
// actions show the spec's warning.
initSession();
startSessionRefresh();
watchAccountDeactivated();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
