import { Form, Input, Modal } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useUpdateSelfMutation } from './useUpdateSelfMutation';

interface Values {
  originalPassword: string;
  password: string;
  confirm: string;
}

/** Change password: the current password is always required; new must equal confirmation. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [commit, busy] = useUpdateSelfMutation();
  const submit = (v: Values) => {
    if (v.password !== v.confirm) return toast.error('两次输入的密码不一致');
    commit({
      variables: { input: { originalPassword: v.originalPassword, password: v.password } },
      onCompleted: (_d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        toast.success('密码修改成功！');
        form.resetFields();
        onClose();
      },
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <Modal
      open={open}
      title={t('修改密码')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okText={t('确定')}
      cancelText={t('取消')}
      okButtonProps={{ 'data-testid': 'password-ok' } as ButtonProps}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="password-form">
        <Form.Item name="originalPassword" label={t('原密码')} rules={[{ required: true, message: t('请输入原密码') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('新密码')} rules={[{ required: true, message: t('请输入新密码') }, { min: 8, message: t('密码长度至少为8个字符') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('确认新密码')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('请再次输入新密码') },
            ({ getFieldValue }) => ({
              validator: (_r, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('两次输入的密码不一致')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
