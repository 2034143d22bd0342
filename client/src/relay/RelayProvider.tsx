import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createEnvironment, environment as initial } from './environment';

// Logging out starts a fresh store, so the next user never sees the previous user's records.
const ResetContext = createContext<() => void>(() => {});
export const useResetRelayEnvironment = () => useContext(ResetContext);

export function RelayProvider({ children }: { children: ReactNode }) {
  const [environment, setEnvironment] = useState(initial);
  const reset = useCallback(() => setEnvironment(createEnvironment()), []);
  return (
    <ResetContext.Provider value={reset}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </ResetContext.Provider>
  );
}
