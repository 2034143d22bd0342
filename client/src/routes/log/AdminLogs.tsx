import { graphql, usePaginationFragment } from 'react-relay';
import type { AdminLogs_query$key } from './__generated__/AdminLogs_query.graphql';
import { LogStats } from './LogStats';
import { LogTable } from './LogTable';

interface Props {
  query: AdminLogs_query$key;
  pageSize: number;
  onPageSize: (n: number) => void;
}

/** Every user's logs (admin `logs` connection) with the admin-only filters. */
export function AdminLogs({ query, pageSize, onPageSize }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AdminLogs_query on Query
      @refetchable(queryName: "AdminLogsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        type: { type: "Int" }
        username: { type: "String" }
        tokenName: { type: "String" }
        modelName: { type: "String" }
        startTimestamp: { type: "Int" }
        endTimestamp: { type: "Int" }
        channel: { type: "Int" }
        group: { type: "String" }
      ) {
        logs(
          first: $first
          after: $after
          type: $type
          username: $username
          tokenName: $tokenName
          modelName: $modelName
          startTimestamp: $startTimestamp
          endTimestamp: $endTimestamp
          channel: $channel
          group: $group
        ) @connection(key: "AdminLogs_logs") {
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
    query,
  );
  const s = data.logs.stats;
  return (
    <>
      <LogStats quota={s.quota} rpm={s.rpm} tpm={s.tpm} />
      <LogTable edges={data.logs.edges} admin hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={(n) => loadNext(n)} pageSize={pageSize} onPageSize={onPageSize} />
    </>
  );
}
