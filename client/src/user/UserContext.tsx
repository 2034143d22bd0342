import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearStoredUser, getStoredUser, storeUser, type StoredUser } from '../lib/storage';

// The logged-in user as stored in localStorage 'user'; components re-render when it changes.
interface UserState {
  user: StoredUser | null;
  login: (u: StoredUser) => void;
  logout: () => void;
}
const UserContext = createContext<UserState>({ user: null, login: () => {}, logout: () => {} });
export const useUser = () => useContext(UserContext);

export function UserProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StoredUser | null>(getStoredUser);
  const login = useCallback((u: StoredUser) => {
    storeUser(u);
    setUser(u);
  }, []);
  const logout = useCallback(() => {
    clearStoredUser();
    setUser(null);
  }, []);
  const value = useMemo(() => ({ user, login, logout }), [user, login, logout]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}
