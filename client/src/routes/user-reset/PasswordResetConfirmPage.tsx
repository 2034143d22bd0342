import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';

/** The mailed link /user/reset?email&token: confirms and shows the new password. */
export default function PasswordResetConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const r = await api.post<string>('/api/user/reset', { email, token });
      if (r.success) {
        setPassword(r.data);
        try {
          await navigator.clipboard.writeText(r.data);
          toast.success('密码已重置并已复制到剪贴板');
        } catch {
          toast.info('无法复制到剪贴板，请手动复制');
        }
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('确认重置密码')} style={{ maxWidth: 420, margin: '24px auto' }}>
      {!email || !token ? (
        <Alert type="error" showIcon title={t('无效的重置链接，请重新发起密码重置请求')} />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('邮箱')}>
            <Input value={email} disabled />
          </Form.Item>
          {password && (
            <Form.Item label={t('新密码')}>
              <Input value={password} readOnly data-testid="new-password" />
            </Form.Item>
          )}
          <Button type="primary" block loading={busy} disabled={!!password} onClick={submit}>
            {t('提交')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
