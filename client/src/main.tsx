import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import './i18n';
import { environment } from './relay/environment';
import { router } from './router';
import { ThemeProvider } from './theme/ThemeProvider';
import { UserProvider } from './user/UserContext';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider>
        <UserProvider>
          <RouterProvider router={router} />
        </UserProvider>
      </ThemeProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
