import { Suspense, useState, useTransition } from 'react';
import { Button, Card, Form, Input, Result, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { usePageSize } from '../../components/usage/usePageSize';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import type { TokenPageQuery } from './__generated__/TokenPageQuery.graphql';
import { TokenTable } from './TokenTable';

// API tokens (spec 002 §2): search by keyword and by key, the paged table, the create/edit drawer.

interface Filters {
  keyword: string;
  key: string;
}

function TokenList({ filters, pageSize, setPageSize }: { filters: Filters; pageSize: number; setPageSize: (n: number) => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<TokenPageQuery>(
    graphql`
      query TokenPageQuery($first: Int!, $keyword: String, $key: String) {
        viewer {
          ...TokenEditDrawer_viewer
          ...TokenTable_user @arguments(first: $first, keyword: $keyword, key: $key)
        }
      }
    `,
    { first: pageSize, keyword: filters.keyword || null, key: filters.key || null },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  if (!data.viewer) return null;
  return (
    <TokenTable
      key={`${filters.keyword}|${filters.key}|${pageSize}`}
      user={data.viewer}
      viewer={data.viewer}
      pageSize={pageSize}
      onPageSize={setPageSize}
      onChanged={() => startTransition(() => setFetchKey((k) => k + 1))}
    />
  );
}

export default function TokenPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ keyword: '', key: '' });
  const [pageSize, setPageSize] = usePageSize('token');
  const [pending, startTransition] = useTransition();
  const search = () => {
    const v = form.getFieldsValue();
    // A pasted key may carry the sk- prefix; stored keys do not.
    startTransition(() => setFilters({ keyword: (v.keyword ?? '').trim(), key: (v.key ?? '').trim().replace(/^sk-/, '') }));
  };
  return (
    <Card title={t('API令牌')} size={mobile ? 'small' : 'default'} data-testid="token-page">
      <Form form={form} layout={mobile ? 'vertical' : 'inline'} onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="keyword">
          <Input prefix={<SearchOutlined />} allowClear placeholder={t('搜索关键字')} style={{ width: mobile ? '100%' : 220 }} data-testid="token-search-keyword" />
        </Form.Item>
        <Form.Item name="key">
          <Input allowClear placeholder={t('密钥')} style={{ width: mobile ? '100%' : 220 }} data-testid="token-search-key" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={pending} data-testid="token-search">
            {t('查询')}
          </Button>
        </Space>
      </Form>
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <TokenList filters={filters} pageSize={pageSize} setPageSize={(n) => startTransition(() => setPageSize(n))} />
        </Suspense>
      </ErrorBoundary>
    </Card>
  );
}
