import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { EXPIRED_MESSAGE } from '../../lib/session';
import { useStatus } from '../../status/StatusProvider';
import { useUser } from '../../user/UserContext';
import { TurnstileWidget } from '../../components/TurnstileWidget';
import { useLoginMutation } from './useLoginMutation';
import { ThirdPartyLogin } from './ThirdPartyLogin';

interface LoginValues {
  username?: string;
  password?: string;
}

const FACTORY_ROOT = { username: 'root', password: '123456' };

export default function LoginPage() {
  const { t } = useTranslation();
  const status = useStatus();
  const { login } = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = params.get('expired') === 'true';
  const [commit, inFlight] = useLoginMutation();
  const [turnstileToken, setTurnstileToken] = useState('');
  const warned = useRef(false);
  const { modal } = App.useApp();

  useEffect(() => {
    const aff = params.get('aff');
    if (aff) localStorage.setItem('aff', aff);
    if (expired && !warned.current) {
      warned.current = true;
      toast.warning(EXPIRED_MESSAGE);
    }
  }, [expired, params]);

  const submit = ({ username = '', password = '' }: LoginValues) => {
    if (!username || !password) return toast.error('请输入用户名和密码！');
    if (status.turnstile_check && !turnstileToken) return toast.info('请稍后几秒重试，Turnstile 正在检查用户环境！');
    commit({
      variables: { input: { username, password, ...(turnstileToken ? { turnstile: turnstileToken } : {}) } },
      onCompleted: ({ login: u }) => {
        login({ id: u.userId, username: u.username, display_name: u.displayName, role: u.role, status: u.status, group: u.group });
        toast.success('登录成功！');
        if (username === FACTORY_ROOT.username && password === FACTORY_ROOT.password) {
          modal.warning({ title: t('您正在使用默认密码！'), content: t('请立刻修改默认密码！'), centered: true });
        }
        navigate('/token');
      },
      onError: (err) => toast.error(err.message),
    });
  };

  return (
    <Card title={t('登录')} style={{ maxWidth: 420, margin: '24px auto' }} data-testid="login-page">
      {expired && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t(EXPIRED_MESSAGE)} data-testid="expired-alert" />}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item name="username">
          <Input prefix={<UserOutlined />} placeholder={t('用户名/邮箱')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password">
          <Input.Password prefix={<LockOutlined />} placeholder={t('密码')} autoComplete="current-password" />
        </Form.Item>
        {status.turnstile_check && status.turnstile_site_key && (
          <Form.Item>
            <TurnstileWidget siteKey={status.turnstile_site_key} onToken={setTurnstileToken} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={inFlight} data-testid="login-submit">
          {t('登录')}
        </Button>
      </Form>
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
        <Link to="/reset">{t('忘记密码')}</Link>
        {!status.self_use_mode_enabled && (
          <Typography.Text type="secondary">
            {t('没有账户')} <Link to="/register">{t('注册')}</Link>
          </Typography.Text>
        )}
      </Space>
      <ThirdPartyLogin />
    </Card>
  );
}
