import { useMemo, useState } from 'react';
import { Button, Flex, Space, Switch, Table, Tag } from 'antd';
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { useCopy } from '../../components/usage/copy';
import { renderQuota } from '../../components/usage/quota';
import { formatTime } from '../../components/usage/time';
import { PAGE_SIZES } from '../../components/usage/usePageSize';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { toast } from '../../lib/toast';
import type { TokenEditDrawer_viewer$key } from './__generated__/TokenEditDrawer_viewer.graphql';
import type { TokenTable_token$data, TokenTable_token$key } from './__generated__/TokenTable_token.graphql';
import type { TokenTable_user$key } from './__generated__/TokenTable_user.graphql';
import { TokenActions } from './TokenActions';
import { TokenEditDrawer } from './TokenEditDrawer';
import { fullKey, TokenKey } from './TokenKey';
import { tokenStatusOf } from './tokenStatus';
import { emptyForm, formFromToken, type TokenFormValues } from './tokenForm';
import { useDeleteTokenMutation } from './useDeleteTokenMutation';
import { useSetTokenStatusMutation } from './useSetTokenStatusMutation';
import { useTokenSubmit } from './useTokenSubmit';

// The viewer's tokens connection, one table page at a time; pages past the loaded edges load
// the missing rows (cursor paging), the total comes from the connection.

const tokenFields = graphql`
  fragment TokenTable_token on Token @inline {
    id
    tokenId
    name
    key
    status
    remainQuota
    usedQuota
    unlimitedQuota
    expiredTime
    createdTime
    modelLimitsEnabled
    modelLimits
    allowIps
    group
  }
`;

export type TokenRow = TokenTable_token$data;

interface Props {
  user: TokenTable_user$key;
  viewer: TokenEditDrawer_viewer$key;
  pageSize: number;
  onPageSize: (n: number) => void;
  /** Refreshes the list (total count) after rows were added or removed. */
  onChanged: () => void;
}

export function TokenTable({ user, viewer, pageSize, onPageSize, onChanged }: Props) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const copy = useCopy();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TokenTable_user on User
      @refetchable(queryName: "TokenTablePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        keyword: { type: "String" }
        key: { type: "String" }
      ) {
        tokens(first: $first, after: $after, keyword: $keyword, key: $key) @connection(key: "TokenTable_tokens") {
          __id
          totalCount
          edges {
            node {
              ...TokenTable_token
            }
          }
        }
      }
    `,
    user,
  );
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<TokenRow | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [setStatus] = useSetTokenStatusMutation();
  const [deleteTokens] = useDeleteTokenMutation();
  const connectionId = data.tokens.__id;
  const { submit, saving } = useTokenSubmit(editing, connectionId, () => {
    setDrawerOpen(false);
    if (!editing) onChanged();
  });

  const rows = useMemo(() => data.tokens.edges.map((e) => readInlineData<TokenTable_token$key>(tokenFields, e.node)), [data.tokens.edges]);
  const total = Math.max(data.tokens.totalCount, rows.length);

  // The next page is fetched when the user reaches a page after the loaded ones.
  const goTo = (p: number, size: number) => {
    if (size !== pageSize) return onPageSize(size);
    setPage(p);
    const missing = p * size - rows.length;
    if (missing > 0 && hasNext && !isLoadingNext) loadNext(missing);
  };

  const toggle = (r: TokenRow) =>
    setStatus({
      variables: { input: { id: r.id, status: r.status === 1 ? 2 : 1 } },
      onCompleted: () => toast.success('操作成功完成！'),
      onError: (e) => toast.error(e.message),
    });

  const remove = (r: TokenRow) =>
    deleteTokens([r.id], connectionId, {
      onCompleted: () => {
        toast.success('删除成功');
        setSelected((s) => s.filter((id) => id !== r.id));
        onChanged();
      },
      onError: (e) => toast.error(e.message),
    });

  const copySelected = () => {
    const chosen = rows.filter((r) => selected.includes(r.id));
    if (!chosen.length) return toast.error('请至少选择一个令牌！');
    void copy(chosen.map((r) => `${r.name}    ${fullKey(r.key)}`).join('\n'));
  };

  const openDrawer = (r: TokenRow | null) => {
    setEditing(r);
    setDrawerOpen(true);
  };

  const columns: ColumnsType<TokenRow> = [
    { key: 'name', title: t('名称'), dataIndex: 'name', render: (v: string) => <span data-testid="token-row-name">{v}</span> },
    {
      key: 'status',
      title: t('状态'),
      render: (_, r) => {
        const s = tokenStatusOf(r.status);
        return (
          <Space size={4}>
            <Tag color={s.color} data-testid="token-status">
              {t(s.label)}
            </Tag>
            <Switch size="small" checked={r.status === 1} onChange={() => toggle(r)} data-testid="token-status-switch" aria-label={t(r.status === 1 ? '禁用' : '启用')} />
          </Space>
        );
      },
    },
    {
      key: 'quota',
      title: t('已用额度 / 剩余额度'),
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag>{renderQuota(r.usedQuota)}</Tag>
          {r.unlimitedQuota ? <Tag color="green">{t('无限额度')}</Tag> : <Tag color="blue">{renderQuota(r.remainQuota)}</Tag>}
        </Space>
      ),
    },
    { key: 'group', title: t('分组'), dataIndex: 'group', render: (v: string) => <Tag>{v || t('用户分组')}</Tag> },
    { key: 'key', title: t('令牌'), render: (_, r) => <TokenKey value={r.key} /> },
    { key: 'created', title: t('创建时间'), render: (_, r) => formatTime(Number(r.createdTime)) },
    { key: 'expires', title: t('过期时间'), render: (_, r) => (Number(r.expiredTime) === -1 ? t('永不过期') : formatTime(Number(r.expiredTime))) },
    { key: 'actions', title: t('操作'), fixed: mobile ? undefined : 'right', render: (_, r) => <TokenActions tokenKey={r.key} onEdit={() => openDrawer(r)} onDelete={() => remove(r)} /> },
  ];

  const initial: TokenFormValues = useMemo(() => (editing ? formFromToken({ ...editing, remainQuota: Number(editing.remainQuota), expiredTime: Number(editing.expiredTime) }) : emptyForm()), [editing]);
  const start = (page - 1) * pageSize;

  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)} data-testid="token-add">
          {t('添加令牌')}
        </Button>
        <Button icon={<CopyOutlined />} onClick={copySelected} data-testid="token-copy-selected">
          {t('复制所选令牌')}
        </Button>
      </Flex>
      <Table<TokenRow>
        rowKey="id"
        size={mobile ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={rows.slice(start, start + pageSize)}
        loading={isLoadingNext}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: goTo,
          showTotal: (n) => t('共 {{total}} 条', { total: n }),
        }}
        data-testid="token-table"
      />
      <TokenEditDrawer viewer={viewer} open={drawerOpen} editing={!!editing} initial={initial} saving={saving} onClose={() => setDrawerOpen(false)} onSubmit={submit} />
    </>
  );
}
