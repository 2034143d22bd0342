import { Button, Drawer, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { toast } from '../../lib/toast';
import { useCreateUserMutation } from './useCreateUserMutation';

interface Values {
  username?: string;
  displayName?: string;
  password?: string;
}

/** Side panel to add a user: username and password are required (spec 000 §5). */
export function AddUserDrawer({ open, onClose, connectionId }: { open: boolean; onClose: () => void; connectionId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [commit, busy] = useCreateUserMutation();
  const mobile = useIsMobile();
  const submit = () => {
    const v = form.getFieldsValue();
    const username = v.username?.trim() ?? '';
    if (!username || !v.password) return toast.error('用户名和密码不能为空！');
    commit({
      variables: {
        input: { username, password: v.password, displayName: v.displayName?.trim() || undefined },
        connections: [connectionId],
      },
      // The prepended row counts toward the connection's total.
      updater: (store) => {
        const conn = store.get(connectionId);
        if (conn) conn.setValue(Number(conn.getValue('totalCount') ?? 0) + 1, 'totalCount');
      },
      onCompleted: (_d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        toast.success('用户账户创建成功！');
        form.resetFields();
        onClose();
      },
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('添加用户')}
      size={mobile ? '100%' : 420}
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('取消')}</Button>
          <Button type="primary" loading={busy} onClick={submit} data-testid="add-user-submit">
            {t('提交')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="add-user-form">
        <Form.Item name="username" label={t('用户名')}>
          <Input placeholder={t('请输入用户名')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label={t('显示名称')}>
          <Input placeholder={t('请输入显示名称')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('密码')}>
          <Input.Password placeholder={t('请输入密码')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
