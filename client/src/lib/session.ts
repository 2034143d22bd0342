import { clearStoredUser, getStoredUser } from './storage';

export const EXPIRED_MESSAGE = '未登录或登录已过期，请重新登录';

/** A logged-in user's session ended on the server: forget the user and go to the login page. */
export function handleExpiredSession(): boolean {
  if (!getStoredUser()) return false;
  clearStoredUser();
  window.location.assign('/login?expired=true');
  return true;
}

/** Headers every console request carries (spec 000 §7). */
export function consoleHeaders(): Record<string, string> {
  const user = getStoredUser();
  return {
    'Cache-Control': 'no-store',
    ...(user ? { 'New-Api-User': String(user.id) } : {}),
  };
}
