import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStatus } from '../../status/StatusProvider';
import { useUser } from '../../user/UserContext';

/** Until setup has run, every page except /setup leads to /setup. */
export function SetupGuard({ children }: { children: ReactNode }) {
  const status = useStatus();
  const { pathname } = useLocation();
  if (status.setup !== true && pathname !== '/setup') return <Navigate to="/setup" replace />;
  return children;
}

/** Login-required pages: without a stored user, go to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user } = useUser();
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
