import { graphql, usePaginationFragment } from 'react-relay';
import { MidjourneyTable, readJob } from './MidjourneyTable';
import type { MidjourneyLists_query$key } from './__generated__/MidjourneyLists_query.graphql';
import type { MidjourneyLists_user$key } from './__generated__/MidjourneyLists_user.graphql';

// Admins page over every job (GET /api/mj/), users over their own (GET /api/mj/self/).

interface Common {
  pageSize: number;
  onPageSize: (n: number) => void;
}

export function AllJobs({ query, ...rest }: Common & { query: MidjourneyLists_query$key }) {
  const { data, loadNext, hasNext } = usePaginationFragment(
    graphql`
      fragment MidjourneyLists_query on Query
      @refetchable(queryName: "MidjourneyAllPaginationQuery")
      @argumentDefinitions(
        channelId: { type: "Int" }
        mjId: { type: "String" }
        start: { type: "BigInt" }
        end: { type: "BigInt" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        midjourneyJobs(channelId: $channelId, mjId: $mjId, startTimestamp: $start, endTimestamp: $end, first: $first, after: $after)
          @connection(key: "MidjourneyLists_midjourneyJobs") {
          totalCount
          edges {
            node {
              ...MidjourneyTable_job
            }
          }
        }
      }
    `,
    query,
  );
  const rows = data.midjourneyJobs.edges.map((e) => readJob(e.node));
  return <MidjourneyTable rows={rows} total={data.midjourneyJobs.totalCount} admin hasNext={hasNext} loadNext={(n) => loadNext(n)} {...rest} />;
}

export function OwnJobs({ user, ...rest }: Common & { user: MidjourneyLists_user$key }) {
  const { data, loadNext, hasNext } = usePaginationFragment(
    graphql`
      fragment MidjourneyLists_user on User
      @refetchable(queryName: "MidjourneyOwnPaginationQuery")
      @argumentDefinitions(
        mjId: { type: "String" }
        start: { type: "BigInt" }
        end: { type: "BigInt" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        midjourneyJobs(mjId: $mjId, startTimestamp: $start, endTimestamp: $end, first: $first, after: $after)
          @connection(key: "MidjourneyLists_midjourneyJobs") {
          totalCount
          edges {
            node {
              ...MidjourneyTable_job
            }
          }
        }
      }
    `,
    user,
  );
  const rows = data.midjourneyJobs.edges.map((e) => readJob(e.node));
  return <MidjourneyTable rows={rows} total={data.midjourneyJobs.totalCount} admin={false} hasNext={hasNext} loadNext={(n) => loadNext(n)} {...rest} />;
}
