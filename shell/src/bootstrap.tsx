import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@league/shell/router';
import { App } from './App';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { leagueIdFromPath } from './routing/route-rules';
import { sessionStore } from './session/session';
import { GlobalStyle } from './theme/GlobalStyle';

// Init sends the route's leagueId with the stored token (§2); the app shows a loading state meanwhile.
void sessionStore.getState().init(leagueIdFromPath(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlobalStyle />
    <AppErrorBoundary>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>,
);
