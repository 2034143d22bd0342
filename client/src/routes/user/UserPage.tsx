import { Suspense, useState, useTransition } from 'react';
import { Button, Card, Form, Input, Result, Select, Space } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { usePageSize } from '../../components/usage/usePageSize';
import { UserEditDrawer } from '../user-edit/UserEditDrawer';
import { UserTable } from './UserTable';
import type { UserPageQuery } from './__generated__/UserPageQuery.graphql';
import type { UserPageGroupsQuery } from './__generated__/UserPageGroupsQuery.graphql';

// User management (admin): search by keyword and group, paged list, add and edit panels.

interface Filters {
  keyword: string;
  group: string;
}

function UserList({ filters, pageSize, setPageSize, onEdit, adding, onAddClose }: {
  filters: Filters;
  pageSize: number;
  setPageSize: (n: number) => void;
  onEdit: (id: number) => void;
  adding: boolean;
  onAddClose: () => void;
}) {
  const data = useLazyLoadQuery<UserPageQuery>(
    graphql`
      query UserPageQuery($keyword: String, $group: String, $first: Int!) {
        ...UserTable_query @arguments(keyword: $keyword, group: $group, first: $first)
      }
    `,
    { keyword: filters.keyword || null, group: filters.group || null, first: pageSize },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <UserTable
      key={`${filters.keyword}|${filters.group}|${pageSize}`}
      query={data}
      pageSize={pageSize}
      onPageSize={setPageSize}
      onEdit={onEdit}
      adding={adding}
      onAddClose={onAddClose}
    />
  );
}

function GroupSelect(props: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const data = useLazyLoadQuery<UserPageGroupsQuery>(
    graphql`
      query UserPageGroupsQuery {
        groupNames
      }
    `,
    {},
  );
  return (
    <Select
      {...props}
      allowClear
      style={mobile ? { width: '100%' } : { minWidth: 160 }}
      placeholder={t('选择分组')}
      options={data.groupNames.map((g) => ({ value: g, label: g }))}
      data-testid="user-group-filter"
    />
  );
}

export function UserManagement({ editId }: { editId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const mobile = useIsMobile();
  const [filters, setFilters] = useState<Filters>({ keyword: '', group: '' });
  const [pageSize, setPageSize] = usePageSize('user');
  const [adding, setAdding] = useState(false);
  // The edit panel opens in place; /user/edit/{id} opens it on arrival.
  const [editing, setEditing] = useState<number | undefined>(editId);
  const closeEdit = () => {
    setEditing(undefined);
    if (editId !== undefined) navigate('/user', { replace: true });
  };
  const [pending, startTransition] = useTransition();
  const search = () => {
    const v = form.getFieldsValue();
    startTransition(() => setFilters({ keyword: (v.keyword ?? '').trim(), group: v.group ?? '' }));
  };
  const changeSize = (n: number) => startTransition(() => setPageSize(n));
  return (
    <Card title={t('用户管理')} size={mobile ? 'small' : undefined} data-testid="user-page">
      <Form form={form} layout={mobile ? 'vertical' : 'inline'} onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="keyword">
          <Input
            prefix={<SearchOutlined />}
            allowClear
            placeholder={t('支持搜索用户的 ID、用户名、显示名称和邮箱地址')}
            style={{ width: mobile ? '100%' : 320 }}
            data-testid="user-search"
          />
        </Form.Item>
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<Select loading style={{ minWidth: 160 }} />}>
            <Form.Item name="group">
              <GroupSelect />
            </Form.Item>
          </Suspense>
        </ErrorBoundary>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={pending} data-testid="user-search-submit">
            {t('查询')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="add-user">
            {t('添加用户')}
          </Button>
        </Space>
      </Form>
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <UserList
            filters={filters}
            pageSize={pageSize}
            setPageSize={changeSize}
            onEdit={setEditing}
            adding={adding}
            onAddClose={() => setAdding(false)}
          />
        </Suspense>
      </ErrorBoundary>
      <UserEditDrawer userId={editing} onClose={closeEdit} />
    </Card>
  );
}

export default function UserPage() {
  return <UserManagement />;
}
