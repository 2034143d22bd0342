import { useState } from 'react';
import { Alert, Input, Modal, Space } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '../../components/layout/useLogoutMutation';
import { toast } from '../../lib/toast';
import { useDeleteSelfMutation } from './useDeleteSelfMutation';

/** Deleting the own account: the exact username must be typed; then log out to /login. */
export function DeleteAccountModal({ open, username, onClose }: { open: boolean; username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [commit, busy] = useDeleteSelfMutation();
  const logout = useLogoutMutation();
  const submit = () => {
    if (typed !== username) return toast.error('请输入你的账户名以确认删除！');
    commit({
      variables: {},
      onCompleted: (_d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        toast.success('账户已删除！');
        logout();
      },
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <Modal
      open={open}
      title={t('删除账户')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      okText={t('确定')}
      cancelText={t('取消')}
      okButtonProps={{ danger: true, 'data-testid': 'delete-account-ok' } as ButtonProps}
      afterClose={() => setTyped('')}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="error" showIcon title={t('您正在删除自己的帐户，将清空所有数据且不可恢复')} />
        <Input
          placeholder={t('输入你的账户名 {{username}} 以确认删除', { username })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="delete-account-name"
        />
      </Space>
    </Modal>
  );
}
