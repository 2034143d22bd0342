import { Suspense, useState, useTransition } from 'react';
import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { usePageSize } from '../../components/usage/usePageSize';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { isAdmin } from '../../lib/storage';
import { useUser } from '../../user/UserContext';
import type { LogPageAdminQuery } from './__generated__/LogPageAdminQuery.graphql';
import type { LogPageUserQuery } from './__generated__/LogPageUserQuery.graphql';
import { AdminLogs } from './AdminLogs';
import { defaultFilters, LogFilters, type LogFilterValues } from './LogFilters';
import { UserLogs } from './UserLogs';

// Usage logs (spec 002 §2): filters, stats, the table with expandable rows. Admins read every
// user's logs with the channel/user/group filters; users read their own.

function common(f: LogFilterValues, first: number) {
  return {
    first,
    type: f.type || null,
    tokenName: f.tokenName || null,
    modelName: f.modelName || null,
    startTimestamp: f.start ? f.start.unix() : null,
    endTimestamp: f.end ? f.end.unix() : null,
  };
}

interface ListProps {
  filters: LogFilterValues;
  pageSize: number;
  onPageSize: (n: number) => void;
  fetchKey: number;
}

function AdminList({ filters, pageSize, onPageSize, fetchKey }: ListProps) {
  const channel = Number(filters.channel);
  const data = useLazyLoadQuery<LogPageAdminQuery>(
    graphql`
      query LogPageAdminQuery(
        $first: Int!
        $type: Int
        $username: String
        $tokenName: String
        $modelName: String
        $startTimestamp: Int
        $endTimestamp: Int
        $channel: Int
        $group: String
      ) {
        ...AdminLogs_query
          @arguments(
            first: $first
            type: $type
            username: $username
            tokenName: $tokenName
            modelName: $modelName
            startTimestamp: $startTimestamp
            endTimestamp: $endTimestamp
            channel: $channel
            group: $group
          )
      }
    `,
    {
      ...common(filters, pageSize),
      username: filters.username || null,
      channel: Number.isInteger(channel) && channel > 0 ? channel : null,
      group: filters.group || null,
    },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <AdminLogs query={data} pageSize={pageSize} onPageSize={onPageSize} />;
}

function UserList({ filters, pageSize, onPageSize, fetchKey }: ListProps) {
  const data = useLazyLoadQuery<LogPageUserQuery>(
    graphql`
      query LogPageUserQuery($first: Int!, $type: Int, $tokenName: String, $modelName: String, $startTimestamp: Int, $endTimestamp: Int) {
        viewer {
          ...UserLogs_user
            @arguments(first: $first, type: $type, tokenName: $tokenName, modelName: $modelName, startTimestamp: $startTimestamp, endTimestamp: $endTimestamp)
        }
      }
    `,
    common(filters, pageSize),
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!data.viewer) return null;
  return <UserLogs user={data.viewer} pageSize={pageSize} onPageSize={onPageSize} />;
}

export default function LogPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { user } = useUser();
  const admin = isAdmin(user);
  const [filters, setFilters] = useState(defaultFilters);
  // Each search is a new query even with unchanged filters (the end time moves on).
  const [searchId, setSearchId] = useState(0);
  const [pageSize, setPageSize] = usePageSize('log');
  const [pending, startTransition] = useTransition();
  const search = (f: LogFilterValues) =>
    startTransition(() => {
      setFilters(f);
      setSearchId((n) => n + 1);
    });
  const List = admin ? AdminList : UserList;
  return (
    <Card title={t('使用日志')} size={mobile ? 'small' : 'default'} data-testid="log-page">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <LogFilters admin={admin} initial={filters} loading={pending} onSearch={search} />
        <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
          <Suspense fallback={<PageLoading />}>
            <List key={`${searchId}|${pageSize}`} fetchKey={searchId} filters={filters} pageSize={pageSize} onPageSize={(n) => startTransition(() => setPageSize(n))} />
          </Suspense>
        </ErrorBoundary>
      </Space>
    </Card>
  );
}
