import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, qs } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useStatus } from '../../status/StatusProvider';
import { TurnstileWidget } from '../../components/TurnstileWidget';
import { EmailCodeFields } from './EmailCodeFields';

interface RegisterValues {
  username: string;
  password: string;
  password2: string;
  email?: string;
  verification_code?: string;
}

// Registration goes through the legacy REST route until a GraphQL mutation exists.
export default function RegisterPage() {
  const { t } = useTranslation();
  const status = useStatus();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const [turnstile, setTurnstile] = useState('');
  const [busy, setBusy] = useState(false);
  const affCode = params.get('aff') ?? localStorage.getItem('aff') ?? '';

  const submit = async (v: RegisterValues) => {
    if (status.turnstile_check && !turnstile) return toast.info('请稍后几秒重试，Turnstile 正在检查用户环境！');
    setBusy(true);
    try {
      const body = { ...v, email: v.email ?? '', verification_code: v.verification_code ?? '', aff_code: affCode };
      const r = await api.post(`/api/user/register${qs({ turnstile })}`, body);
      if (r.success) {
        toast.success('注册成功！');
        navigate('/login');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('注册')} style={{ maxWidth: 420, margin: '24px auto' }} data-testid="register-page">
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="username" label={t('用户名')} extra={t('用户名最多12个字符')} rules={[{ required: true, whitespace: true, max: 12, message: t('用户名最多12个字符') }]}>
          <Input autoComplete="username" maxLength={12} />
        </Form.Item>
        <Form.Item name="password" label={t('密码')} rules={[{ required: true, min: 8, max: 20, message: t('密码长度为8-20个字符') }]}>
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="password2"
          label={t('确认密码')}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value) => (value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('两次输入的密码不一致')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        {status.email_verification && <EmailCodeFields form={form} turnstile={turnstile} />}
        {status.turnstile_check && status.turnstile_site_key && (
          <Form.Item>
            <TurnstileWidget siteKey={status.turnstile_site_key} onToken={setTurnstile} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('注册')}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('已有账户')} <Link to="/login">{t('登录')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
