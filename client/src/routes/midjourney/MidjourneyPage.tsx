import { Suspense, useState, useTransition } from 'react';
import { Alert, Button, Card, Result } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { usePageSize } from '../../components/usage/usePageSize';
import { LogFilterForm, type TaskLogFilters } from '../../components/task-log/LogFilterForm';
import { isAdmin } from '../../lib/storage';
import { useStatus } from '../../status/StatusProvider';
import { useUser } from '../../user/UserContext';
import { AllJobs, OwnJobs } from './MidjourneyLists';
import type { MidjourneyPageQuery } from './__generated__/MidjourneyPageQuery.graphql';

// The drawing log (spec 002 §2); times in milliseconds, default 30 days ago to 1 hour ahead.

function Jobs({ f, admin, pageSize, setPageSize }: { f: TaskLogFilters; admin: boolean; pageSize: number; setPageSize: (n: number) => void }) {
  const data = useLazyLoadQuery<MidjourneyPageQuery>(
    graphql`
      query MidjourneyPageQuery($admin: Boolean!, $channelId: Int, $mjId: String, $start: BigInt, $end: BigInt, $first: Int!) {
        ...MidjourneyLists_query @alias(as: "all") @include(if: $admin) @arguments(channelId: $channelId, mjId: $mjId, start: $start, end: $end, first: $first)
        viewer @skip(if: $admin) {
          ...MidjourneyLists_user @arguments(mjId: $mjId, start: $start, end: $end, first: $first)
        }
      }
    `,
    {
      admin,
      channelId: admin && f.channelId ? Number(f.channelId) || null : null,
      mjId: f.taskId || null,
      start: f.start ? f.start.valueOf() : null,
      end: f.end ? f.end.valueOf() : null,
      first: pageSize,
    },
    { fetchPolicy: 'network-only' },
  );
  const key = JSON.stringify([f.channelId, f.taskId, f.start?.valueOf(), f.end?.valueOf(), pageSize]);
  if (admin) return data.all ? <AllJobs key={key} query={data.all} pageSize={pageSize} onPageSize={setPageSize} /> : null;
  return data.viewer ? <OwnJobs key={key} user={data.viewer} pageSize={pageSize} onPageSize={setPageSize} /> : null;
}

export default function MidjourneyPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const status = useStatus();
  const admin = isAdmin(user);
  const [filters, setFilters] = useState<TaskLogFilters>(() => ({
    channelId: '',
    taskId: '',
    start: dayjs().subtract(30, 'day'),
    end: dayjs().add(1, 'hour'),
  }));
  const [pageSize, setPageSize] = usePageSize('mj');
  const [pending, startTransition] = useTransition();
  return (
    <Card title={t('绘图日志')} data-testid="mj-page">
      {admin && status.mj_notify_enabled !== true && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="mj-notify-banner"
          title={t('当前未开启Midjourney回调，部分项目可能无法获得绘图结果，可在运营设置中开启。')}
        />
      )}
      <LogFilterForm admin={admin} initial={filters} loading={pending} onSearch={(f) => startTransition(() => setFilters(f))} />
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <Jobs f={filters} admin={admin} pageSize={pageSize} setPageSize={(n) => startTransition(() => setPageSize(n))} />
        </Suspense>
      </ErrorBoundary>
    </Card>
  );
}
