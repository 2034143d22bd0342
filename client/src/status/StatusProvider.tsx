import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { storeStatus, type Status } from '../lib/storage';
import type { StatusProviderQuery } from './__generated__/StatusProviderQuery.graphql';

// The public status object, loaded once per page load and mirrored into localStorage.
const StatusContext = createContext<Status>({});
export const useStatus = () => useContext(StatusContext);

export function StatusProvider({ children }: { children: ReactNode }) {
  const data = useLazyLoadQuery<StatusProviderQuery>(
    graphql`
      query StatusProviderQuery {
        status
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const status = (data.status ?? {}) as Status;
  useEffect(() => storeStatus(status), [status]);
  return <StatusContext.Provider value={status}>{children}</StatusContext.Provider>;
}
