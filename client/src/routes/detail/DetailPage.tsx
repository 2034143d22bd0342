import { Suspense, useState, useTransition } from 'react';
import { Button, Card, DatePicker, Form, Input, Result, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { isAdmin } from '../../lib/storage';
import { useStatus } from '../../status/StatusProvider';
import { useUser } from '../../user/UserContext';
import { UsageCharts } from './UsageCharts';
import type { DetailPageQuery, UsageGranularity } from './__generated__/DetailPageQuery.graphql';

// The dashboard (spec 002 §2, shown when data export is on): quota and calls per model over time.

interface Filters {
  granularity: UsageGranularity;
  start: Dayjs;
  end: Dayjs;
  username: string;
}

function UsageData({ f, admin }: { f: Filters; admin: boolean }) {
  const vars = {
    admin,
    start: f.start.unix(),
    end: f.end.unix(),
    granularity: f.granularity,
    username: f.username || null,
  };
  const data = useLazyLoadQuery<DetailPageQuery>(
    graphql`
      query DetailPageQuery($admin: Boolean!, $start: Int, $end: Int, $granularity: UsageGranularity, $username: String) {
        usage(startTimestamp: $start, endTimestamp: $end, granularity: $granularity, username: $username) @include(if: $admin) {
          bucket
          modelName
          count
          quota
          tokens
        }
        viewer @skip(if: $admin) {
          usage(startTimestamp: $start, endTimestamp: $end, granularity: $granularity) {
            bucket
            modelName
            count
            quota
            tokens
          }
        }
      }
    `,
    vars,
    { fetchPolicy: 'network-only' },
  );
  const points = (admin ? data.usage : data.viewer?.usage) ?? [];
  return <UsageCharts points={points} hourly={f.granularity === 'HOUR'} />;
}

/** data_export_default_time: hour → last day by hour; day → last week by day; week → last 30 days by day. */
function defaults(time: unknown): Filters {
  const end = dayjs().add(1, 'hour').startOf('hour');
  if (time === 'day') return { granularity: 'DAY', start: end.subtract(7, 'day'), end, username: '' };
  if (time === 'week') return { granularity: 'DAY', start: end.subtract(30, 'day'), end, username: '' };
  return { granularity: 'HOUR', start: end.subtract(1, 'day'), end, username: '' };
}

export default function DetailPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const status = useStatus();
  const admin = isAdmin(user);
  const [filters, setFilters] = useState<Filters>(() => defaults(status.data_export_default_time));
  const [form] = Form.useForm<Filters>();
  const [pending, startTransition] = useTransition();
  const apply = (v: Partial<Filters>) => startTransition(() => setFilters((f) => ({ ...f, ...v, username: (v.username ?? f.username ?? '').trim() })));
  return (
    <Card title={t('数据看板')} data-testid="detail-page">
      <Form form={form} layout="inline" initialValues={filters} onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="granularity" label={t('时间粒度')}>
          <Segmented
            options={[
              { value: 'HOUR', label: t('小时') },
              { value: 'DAY', label: t('天') },
            ]}
            data-testid="detail-granularity"
          />
        </Form.Item>
        <Form.Item name="start" label={t('起始时间')}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" allowClear={false} />
        </Form.Item>
        <Form.Item name="end" label={t('结束时间')}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" allowClear={false} />
        </Form.Item>
        {admin && (
          <Form.Item name="username">
            <Input placeholder={t('用户名称')} allowClear style={{ width: 150 }} data-testid="detail-username" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={pending} data-testid="detail-search">
          {t('查询')}
        </Button>
      </Form>
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <UsageData f={filters} admin={admin} />
        </Suspense>
      </ErrorBoundary>
    </Card>
  );
}
