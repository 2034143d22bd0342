import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './i18n';
import { RelayProvider } from './relay/RelayProvider';
import { router } from './router';
import { ThemeProvider } from './theme/ThemeProvider';
import { UserProvider } from './user/UserContext';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayProvider>
      <ThemeProvider>
        <UserProvider>
          <RouterProvider router={router} />
        </UserProvider>
      </ThemeProvider>
    </RelayProvider>
  </StrictMode>,
);
