import { Suspense, useState, useTransition } from 'react';
import { Button, Card, Input, Result, Space } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { usePageSize } from '../../components/usage/usePageSize';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { isAdmin } from '../../lib/storage';
import { useUser } from '../../user/UserContext';
import { RedemptionTable } from './RedemptionTable';
import { CreateRedemptionModal } from './CreateRedemptionModal';
import type { RedemptionPageQuery } from './__generated__/RedemptionPageQuery.graphql';

// Redemption codes (admin, spec 002 §2): search, create, edit unused codes, enable/disable, delete.

function RedemptionList({ keyword, pageSize, setPageSize, reload }: { keyword: string; pageSize: number; setPageSize: (n: number) => void; reload: number }) {
  const data = useLazyLoadQuery<RedemptionPageQuery>(
    graphql`
      query RedemptionPageQuery($keyword: String, $first: Int!) {
        ...RedemptionTable_query @arguments(keyword: $keyword, first: $first)
      }
    `,
    { keyword: keyword || null, first: pageSize },
    { fetchPolicy: 'network-only', fetchKey: reload },
  );
  return <RedemptionTable key={`${keyword}|${pageSize}|${reload}`} query={data} pageSize={pageSize} onPageSize={setPageSize} />;
}

export default function RedemptionPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const mobile = useIsMobile();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [reload, setReload] = useState(0);
  const [creating, setCreating] = useState(false);
  const [pageSize, setPageSize] = usePageSize('redemption');
  const [pending, startTransition] = useTransition();
  if (!isAdmin(user)) return <Result status="403" title={t('无权进行此操作，权限不足')} />;
  const search = () => startTransition(() => setKeyword(input.trim()));
  return (
    <Card title={t('兑换码')} size={mobile ? 'small' : 'default'} data-testid="redemption-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          prefix={<SearchOutlined />}
          allowClear
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={search}
          placeholder={t('搜索兑换码的 ID 和名称 ...')}
          style={{ width: mobile ? '100%' : 280 }}
          data-testid="redemption-search"
        />
        <Button type="primary" onClick={search} loading={pending}>
          {t('查询')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="redemption-add">
          {t('添加兑换码')}
        </Button>
      </Space>
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <RedemptionList keyword={keyword} pageSize={pageSize} setPageSize={(n) => startTransition(() => setPageSize(n))} reload={reload} />
        </Suspense>
      </ErrorBoundary>
      <CreateRedemptionModal open={creating} onClose={() => setCreating(false)} onCreated={() => startTransition(() => setReload((n) => n + 1))} />
    </Card>
  );
}
