import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, qs } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCountdown } from '../../lib/hooks/useCountdown';
import type { FormInstance } from 'antd';

const RESEND_SECONDS = 30;

/** E-mail and code inputs, shown only when e-mail verification is on. */
export function EmailCodeFields({ form, turnstile }: { form: FormInstance; turnstile: string }) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = async () => {
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (!email) return toast.error('请输入邮箱');
    const r = await api.get(`/api/verification${qs({ email, turnstile })}`);
    if (r.success) {
      toast.success('验证码发送成功，请检查你的邮箱！');
      countdown.start(RESEND_SECONDS);
    }
  };
  return (
    <>
      <Form.Item label={t('邮箱')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="email" noStyle rules={[{ required: true, type: 'email', message: t('请输入邮箱') }]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button onClick={send} disabled={countdown.active}>
            {countdown.active ? t('重新发送 ({{n}})', { n: countdown.left }) : t('获取验证码')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="verification_code" label={t('验证码')} rules={[{ required: true, message: t('请输入验证码') }]}>
        <Input />
      </Form.Item>
    </>
  );
}
