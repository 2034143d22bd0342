import { graphql, usePaginationFragment } from 'react-relay';
import { readTask, TaskTable } from './TaskTable';
import type { TaskLists_query$key } from './__generated__/TaskLists_query.graphql';
import type { TaskLists_user$key } from './__generated__/TaskLists_user.graphql';

// Admins page over every task (GET /api/task/), users over their own (GET /api/task/self).

interface Common {
  pageSize: number;
  onPageSize: (n: number) => void;
}

export function AllTasks({ query, ...rest }: Common & { query: TaskLists_query$key }) {
  const { data, loadNext, hasNext } = usePaginationFragment(
    graphql`
      fragment TaskLists_query on Query
      @refetchable(queryName: "TaskAllPaginationQuery")
      @argumentDefinitions(
        channelId: { type: "Int" }
        taskId: { type: "String" }
        start: { type: "Int" }
        end: { type: "Int" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        tasks(channelId: $channelId, taskId: $taskId, startTimestamp: $start, endTimestamp: $end, first: $first, after: $after)
          @connection(key: "TaskLists_tasks") {
          totalCount
          edges {
            node {
              ...TaskTable_task
            }
          }
        }
      }
    `,
    query,
  );
  const rows = data.tasks.edges.map((e) => readTask(e.node));
  return <TaskTable rows={rows} total={data.tasks.totalCount} admin hasNext={hasNext} loadNext={(n) => loadNext(n)} {...rest} />;
}

export function OwnTasks({ user, ...rest }: Common & { user: TaskLists_user$key }) {
  const { data, loadNext, hasNext } = usePaginationFragment(
    graphql`
      fragment TaskLists_user on User
      @refetchable(queryName: "TaskOwnPaginationQuery")
      @argumentDefinitions(
        taskId: { type: "String" }
        start: { type: "Int" }
        end: { type: "Int" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        tasks(taskId: $taskId, startTimestamp: $start, endTimestamp: $end, first: $first, after: $after) @connection(key: "TaskLists_tasks") {
          totalCount
          edges {
            node {
              ...TaskTable_task
            }
          }
        }
      }
    `,
    user,
  );
  const rows = data.tasks.edges.map((e) => readTask(e.node));
  return <TaskTable rows={rows} total={data.tasks.totalCount} admin={false} hasNext={hasNext} loadNext={(n) => loadNext(n)} {...rest} />;
}
