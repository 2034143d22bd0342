import { graphql, usePaginationFragment } from 'react-relay';
import type { UserLogs_user$key } from './__generated__/UserLogs_user.graphql';
import { LogStats } from './LogStats';
import { LogTable } from './LogTable';

interface Props {
  user: UserLogs_user$key;
  pageSize: number;
  onPageSize: (n: number) => void;
}

/** The viewer's own logs (viewer.logs). */
export function UserLogs({ user, pageSize, onPageSize }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment UserLogs_user on User
      @refetchable(queryName: "UserLogsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        type: { type: "Int" }
        tokenName: { type: "String" }
        modelName: { type: "String" }
        startTimestamp: { type: "Int" }
        endTimestamp: { type: "Int" }
      ) {
        logs(
          first: $first
          after: $after
          type: $type
          tokenName: $tokenName
          modelName: $modelName
          startTimestamp: $startTimestamp
          endTimestamp: $endTimestamp
        ) @connection(key: "UserLogs_logs") {
          stats {
            quota
            rpm
            tpm
          }
          edges {
            cursor
            node {
              ...LogTable_log
            }
          }
        }
      }
    `,
    user,
  );
  const s = data.logs.stats;
  return (
    <>
      <LogStats quota={s.quota} rpm={s.rpm} tpm={s.tpm} />
      <LogTable edges={data.logs.edges} admin={false} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={(n) => loadNext(n)} pageSize={pageSize} onPageSize={onPageSize} />
    </>
  );
}
