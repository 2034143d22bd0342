import { Suspense, useState, useTransition } from 'react';
import { Button, Card, Result } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { usePageSize } from '../../components/usage/usePageSize';
import { LogFilterForm, type TaskLogFilters } from '../../components/task-log/LogFilterForm';
import { isAdmin } from '../../lib/storage';
import { useUser } from '../../user/UserContext';
import { AllTasks, OwnTasks } from './TaskLists';
import type { TaskPageQuery } from './__generated__/TaskPageQuery.graphql';

// The task log (spec 002 §2); times in seconds, default from today 00:00 with no end.

function Tasks({ f, admin, pageSize, setPageSize }: { f: TaskLogFilters; admin: boolean; pageSize: number; setPageSize: (n: number) => void }) {
  const data = useLazyLoadQuery<TaskPageQuery>(
    graphql`
      query TaskPageQuery($admin: Boolean!, $channelId: Int, $taskId: String, $start: Int, $end: Int, $first: Int!) {
        ...TaskLists_query @alias(as: "all") @include(if: $admin) @arguments(channelId: $channelId, taskId: $taskId, start: $start, end: $end, first: $first)
        viewer @skip(if: $admin) {
          ...TaskLists_user @arguments(taskId: $taskId, start: $start, end: $end, first: $first)
        }
      }
    `,
    {
      admin,
      channelId: admin && f.channelId ? Number(f.channelId) || null : null,
      taskId: f.taskId || null,
      start: f.start ? f.start.unix() : null,
      end: f.end ? f.end.unix() : null,
      first: pageSize,
    },
    { fetchPolicy: 'network-only' },
  );
  const key = JSON.stringify([f.channelId, f.taskId, f.start?.unix(), f.end?.unix(), pageSize]);
  if (admin) return data.all ? <AllTasks key={key} query={data.all} pageSize={pageSize} onPageSize={setPageSize} /> : null;
  return data.viewer ? <OwnTasks key={key} user={data.viewer} pageSize={pageSize} onPageSize={setPageSize} /> : null;
}

export default function TaskPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const admin = isAdmin(user);
  const [filters, setFilters] = useState<TaskLogFilters>(() => ({ channelId: '', taskId: '', start: dayjs().startOf('day'), end: null }));
  const [pageSize, setPageSize] = usePageSize('task');
  const [pending, startTransition] = useTransition();
  return (
    <Card title={t('任务日志')} data-testid="task-page">
      <LogFilterForm admin={admin} initial={filters} loading={pending} onSearch={(f) => startTransition(() => setFilters(f))} />
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <Tasks f={filters} admin={admin} pageSize={pageSize} setPageSize={(n) => startTransition(() => setPageSize(n))} />
        </Suspense>
      </ErrorBoundary>
    </Card>
  );
}
