import { useState, type HTMLAttributes } from 'react';
import { Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { PAGE_SIZES } from '../../components/usage/usePageSize';
import { renderQuota } from '../../components/usage/quota';
import { GroupTag, RoleTag, UserStatusTag } from '../../components/account/UserTags';
import { UserActions } from './UserActions';
import { AddUserDrawer } from './AddUserDrawer';
import type { UserTable_query$key } from './__generated__/UserTable_query.graphql';
import type { UserTable_user$data, UserTable_user$key } from './__generated__/UserTable_user.graphql';

// The users connection, one table page at a time. Pages past the loaded edges load the
// missing rows (cursor paging); the total comes from the connection.

const userFields = graphql`
  fragment UserTable_user on User @inline {
    id
    userId
    username
    displayName
    group
    quota
    usedQuota
    requestCount
    affCount
    affHistoryQuota
    inviterId
    role
    status
    deleted
    remark
    ...UserActions_user
  }
`;

interface Props {
  query: UserTable_query$key;
  pageSize: number;
  onPageSize: (n: number) => void;
  onEdit: (userId: number) => void;
  adding: boolean;
  onAddClose: () => void;
}

export function UserTable({ query, pageSize, onPageSize, onEdit, adding, onAddClose }: Props) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment UserTable_query on Query
      @refetchable(queryName: "UserTablePaginationQuery")
      @argumentDefinitions(
        keyword: { type: "String" }
        group: { type: "String" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        users(keyword: $keyword, group: $group, first: $first, after: $after) @connection(key: "UserTable_users") {
          __id
          totalCount
          edges {
            node {
              ...UserTable_user
            }
          }
        }
      }
    `,
    query,
  );
  const [page, setPage] = useState(1);
  const rows = data.users.edges.map((e) => readInlineData<UserTable_user$key>(userFields, e.node));
  const changePage = (p: number, size: number) => {
    if (size !== pageSize) return onPageSize(size);
    setPage(p);
    const missing = p * size - rows.length;
    if (missing > 0 && hasNext) loadNext(missing);
  };

  const columns: ColumnsType<UserTable_user$data> = [
    { title: 'ID', dataIndex: 'userId', width: 70 },
    {
      title: t('用户名'),
      key: 'username',
      render: (_v, u) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{u.username}</Typography.Text>
          {u.displayName && u.displayName !== u.username && <Typography.Text type="secondary">{u.displayName}</Typography.Text>}
          {u.remark && (
            <Tooltip title={u.remark}>
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 140, fontSize: 12 }}>
                {u.remark}
              </Typography.Text>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('分组'), dataIndex: 'group', render: (g: string) => <GroupTag group={g} /> },
    {
      title: t('统计信息'),
      key: 'stats',
      render: (_v, u) => (
        <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
          <span>
            {t('剩余额度')}: <span data-testid="user-quota">{renderQuota(u.quota)}</span>
          </span>
          <span>
            {t('已用额度')}: {renderQuota(u.usedQuota)}
          </span>
          <span>
            {t('调用次数')}: {u.requestCount}
          </span>
        </Space>
      ),
    },
    {
      title: t('邀请信息'),
      key: 'aff',
      render: (_v, u) => (
        <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
          <span>
            {t('邀请人数')}: {u.affCount}
          </span>
          <span>
            {t('邀请总收益')}: {renderQuota(u.affHistoryQuota)}
          </span>
          <span>
            {t('邀请人')}: {u.inviterId ? u.inviterId : t('无')}
          </span>
        </Space>
      ),
    },
    { title: t('角色'), dataIndex: 'role', render: (r: number) => <RoleTag role={r} /> },
    { title: t('状态'), key: 'status', render: (_v, u) => <UserStatusTag status={u.status} deleted={u.deleted} /> },
    { title: t('操作'), key: 'actions', render: (_v, u) => <UserActions user={u} onEdit={onEdit} /> },
  ];

  return (
    <>
      <AddUserDrawer open={adding} onClose={onAddClose} connectionId={data.users.__id} />
      <Table<UserTable_user$data>
        data-testid="user-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows.slice((page - 1) * pageSize, page * pageSize)}
        loading={isLoadingNext}
        scroll={{ x: 'max-content' }}
        onRow={(u) => ({ 'data-testid': `user-row-${u.username}` }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize,
          total: data.users.totalCount,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (n) => t('共 {{n}} 条', { n }),
          onChange: changePage,
        }}
      />
    </>
  );
}
