import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useManageUserMutation, type ManageUserAction } from './useManageUserMutation';
import type { UserActions_user$key } from './__generated__/UserActions_user.graphql';

/** Row actions; a cancelled (deleted) user has none. Enable is unavailable for status 3. */
export function UserActions({ user, onEdit }: { user: UserActions_user$key; onEdit: (userId: number) => void }) {
  const { t } = useTranslation();
  const u = useFragment(
    graphql`
      fragment UserActions_user on User {
        id
        userId
        username
        status
        deleted
      }
    `,
    user,
  );
  const [manage, busy] = useManageUserMutation();
  if (u.deleted) return <Typography.Text type="secondary">-</Typography.Text>;
  const act = (action: ManageUserAction) => () => manage(u.id, u.userId, action);
  return (
    <Space size={4} wrap data-testid={`user-actions-${u.username}`}>
      <Popconfirm title={t('确定要提升此用户吗？')} onConfirm={act('PROMOTE')} okText={t('确定')} cancelText={t('取消')}>
        <Button size="small" disabled={busy}>
          {t('提升')}
        </Button>
      </Popconfirm>
      <Popconfirm title={t('确定要降级此用户吗？')} onConfirm={act('DEMOTE')} okText={t('确定')} cancelText={t('取消')}>
        <Button size="small" disabled={busy}>
          {t('降级')}
        </Button>
      </Popconfirm>
      {u.status === 1 ? (
        <Button size="small" danger disabled={busy} onClick={act('DISABLE')}>
          {t('禁用')}
        </Button>
      ) : (
        <Button size="small" disabled={busy || u.status === 3} onClick={act('ENABLE')}>
          {t('启用')}
        </Button>
      )}
      <Button size="small" type="link" onClick={() => onEdit(u.userId)}>
        {t('编辑')}
      </Button>
      <Popconfirm
        title={t('确定是否要注销此用户？')}
        description={t('相当于删除用户，此修改将不可逆')}
        onConfirm={act('DELETE')}
        okText={t('确定')}
        cancelText={t('取消')}
        okButtonProps={{ danger: true }}
      >
        <Button size="small" danger type="text" disabled={busy}>
          {t('删除')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
