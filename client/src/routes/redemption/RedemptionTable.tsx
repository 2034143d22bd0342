import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ConnectionHandler, graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { PAGE_SIZES } from '../../components/usage/usePageSize';
import { renderQuota } from '../../components/usage/quota';
import { formatTime } from '../../components/usage/time';
import { useCopy } from '../../components/usage/copy';
import { toast } from '../../lib/toast';
import { EditRedemptionModal } from './EditRedemptionModal';
import { useUpdateRedemptionMutation } from './useUpdateRedemptionMutation';
import { useDeleteRedemptionMutation } from './useDeleteRedemptionMutation';
import type { RedemptionTable_query$key } from './__generated__/RedemptionTable_query.graphql';
import type { RedemptionTable_code$data, RedemptionTable_code$key } from './__generated__/RedemptionTable_code.graphql';

const codeFields = graphql`
  fragment RedemptionTable_code on Redemption @inline {
    id
    redemptionId
    name
    key
    status
    quota
    createdTime
    usedUserId
  }
`;

export type Code = RedemptionTable_code$data;

export function RedemptionStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === 1) return <Tag color="green">{t('未使用')}</Tag>;
  if (status === 2) return <Tag color="red">{t('已禁用')}</Tag>;
  if (status === 3) return <Tag color="grey">{t('已使用')}</Tag>;
  return <Tag>{t('未知状态')}</Tag>;
}

interface Props {
  query: RedemptionTable_query$key;
  pageSize: number;
  onPageSize: (n: number) => void;
}

export function RedemptionTable({ query, pageSize, onPageSize }: Props) {
  const { t } = useTranslation();
  const copy = useCopy();
  const { data, loadNext, hasNext } = usePaginationFragment(
    graphql`
      fragment RedemptionTable_query on Query
      @refetchable(queryName: "RedemptionTablePaginationQuery")
      @argumentDefinitions(keyword: { type: "String" }, first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        redemptions(keyword: $keyword, first: $first, after: $after) @connection(key: "RedemptionTable_redemptions") {
          __id
          totalCount
          edges {
            node {
              ...RedemptionTable_code
            }
          }
        }
      }
    `,
    query,
  );
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Code | null>(null);
  const [update] = useUpdateRedemptionMutation();
  const [remove] = useDeleteRedemptionMutation();
  const connId = data.redemptions.__id;
  const [deleted, setDeleted] = useState(0);
  const rows = data.redemptions.edges.map((e) => readInlineData<RedemptionTable_code$key>(codeFields, e.node));
  const changePage = (p: number, size: number) => {
    if (size !== pageSize) return onPageSize(size);
    setPage(p);
    const missing = p * size - rows.length;
    if (missing > 0 && hasNext) loadNext(missing);
  };
  const setStatus = async (c: Code, status: number) => {
    if (await update({ input: { id: c.id, status } })) toast.success('操作成功完成！');
  };
  const del = async (c: Code) => {
    const r = await remove(
      { input: { id: c.id } },
      {
        updater: (store) => {
          const conn = store.get(connId);
          if (conn) ConnectionHandler.deleteNode(conn, c.id);
        },
      },
    );
    if (r) {
      setDeleted((n) => n + 1);
      toast.success('操作成功完成！');
    }
  };

  const columns: ColumnsType<Code> = [
    { title: 'ID', dataIndex: 'redemptionId', width: 70 },
    { title: t('名称'), dataIndex: 'name' },
    { title: t('状态'), dataIndex: 'status', render: (s: number) => <RedemptionStatusTag status={s} /> },
    { title: t('额度'), dataIndex: 'quota', render: (q: number) => renderQuota(q) },
    { title: t('创建时间'), dataIndex: 'createdTime', render: (v: number) => formatTime(Number(v)) },
    { title: t('兑换人ID'), dataIndex: 'usedUserId', render: (v: number) => (v === 0 ? t('无') : v) },
    {
      title: '',
      key: 'actions',
      render: (_v, c) => (
        <Space wrap size={4}>
          <Button size="small" onClick={() => void copy(c.key)}>
            {t('复制')}
          </Button>
          {c.status === 1 ? (
            <Button size="small" onClick={() => void setStatus(c, 2)} data-testid="redemption-disable">
              {t('禁用')}
            </Button>
          ) : (
            <Button size="small" disabled={c.status === 3} onClick={() => void setStatus(c, 1)} data-testid="redemption-enable">
              {t('启用')}
            </Button>
          )}
          <Button size="small" disabled={c.status !== 1} onClick={() => setEditing(c)} data-testid="redemption-edit">
            {t('编辑')}
          </Button>
          <Popconfirm title={t('确定是否要删除此兑换码？')} onConfirm={() => void del(c)}>
            <Button size="small" danger>
              {t('删除')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<Code>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows.slice((page - 1) * pageSize, page * pageSize)}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize,
          total: Math.max(0, data.redemptions.totalCount - deleted),
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: changePage,
          showTotal: (n) => t('共 {{total}} 条', { total: n }),
        }}
        data-testid="redemption-table"
      />
      <EditRedemptionModal code={editing} onClose={() => setEditing(null)} />
    </>
  );
}
