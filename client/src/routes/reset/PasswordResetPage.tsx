import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api, qs } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCountdown } from '../../lib/hooks/useCountdown';
import { useStatus } from '../../status/StatusProvider';
import { TurnstileWidget } from '../../components/TurnstileWidget';

const RESEND_SECONDS = 30;

/** Asks the server to mail a reset link (legacy REST route). */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const status = useStatus();
  const countdown = useCountdown();
  const [turnstile, setTurnstile] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async ({ email = '' }: { email?: string }) => {
    if (!email.trim()) return toast.error('请输入邮箱');
    if (status.turnstile_check && !turnstile) return toast.info('请稍后几秒重试，Turnstile 正在检查用户环境！');
    setBusy(true);
    try {
      const r = await api.get(`/api/reset_password${qs({ email: email.trim(), turnstile })}`);
      if (r.success) {
        toast.success('重置邮件发送成功，请检查邮箱！');
        countdown.start(RESEND_SECONDS);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('密码重置')} style={{ maxWidth: 420, margin: '24px auto' }} data-testid="reset-page">
      <Form layout="vertical" onFinish={submit}>
        <Form.Item name="email" label={t('邮箱')}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" />
        </Form.Item>
        {status.turnstile_check && status.turnstile_site_key && (
          <Form.Item>
            <TurnstileWidget siteKey={status.turnstile_site_key} onToken={setTurnstile} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy} disabled={countdown.active}>
          {countdown.active ? t('重新发送 ({{n}})', { n: countdown.left }) : t('提交')}
        </Button>
      </Form>
    </Card>
  );
}
