import { useState, type ReactNode } from 'react';
import { Button, Card, List, Typography } from 'antd';
import { GithubOutlined, LoginOutlined, MailOutlined, SendOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { startOAuth, type OAuthProvider } from '../login/oauth';
import { useStatus } from '../../status/StatusProvider';
import { EmailBindModal } from './EmailBindModal';
import { TelegramBindButton } from './TelegramBindButton';
import { WeChatBindModal } from './WeChatBindModal';
import type { BindingsCard_user$key } from './__generated__/BindingsCard_user.graphql';

interface Row {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  action: ReactNode;
}

/** E-mail and third-party bindings; a method appears only when the status enables it. */
export function BindingsCard({ user, onRefresh }: { user: BindingsCard_user$key; onRefresh: () => void }) {
  const { t } = useTranslation();
  const status = useStatus();
  const u = useFragment(
    graphql`
      fragment BindingsCard_user on User {
        email
        githubId
        oidcId
        wechatId
        telegramId
        linuxDoId
      }
    `,
    user,
  );
  const [emailOpen, setEmailOpen] = useState(false);
  const [wechatOpen, setWechatOpen] = useState(false);
  const oauth = (provider: OAuthProvider, bound: string) => (
    <Button size="small" disabled={!!bound} onClick={() => void startOAuth(provider, status)} data-testid={`bind-${provider}`}>
      {bound ? t('已绑定') : t('绑定')}
    </Button>
  );
  const rows: Row[] = [
    {
      key: 'email',
      icon: <MailOutlined />,
      label: t('邮箱'),
      value: u.email,
      action: (
        <Button size="small" onClick={() => setEmailOpen(true)} data-testid="bind-email-open">
          {u.email ? t('修改绑定') : t('绑定')}
        </Button>
      ),
    },
  ];
  if (status.wechat_login) {
    rows.push({
      key: 'wechat',
      icon: <WechatOutlined />,
      label: t('微信'),
      value: u.wechatId,
      action: (
        <Button size="small" disabled={!!u.wechatId} onClick={() => setWechatOpen(true)}>
          {u.wechatId ? t('已绑定') : t('绑定')}
        </Button>
      ),
    });
  }
  if (status.github_oauth) rows.push({ key: 'github', icon: <GithubOutlined />, label: 'GitHub', value: u.githubId, action: oauth('github', u.githubId) });
  if (status.oidc_enabled) rows.push({ key: 'oidc', icon: <LoginOutlined />, label: 'OIDC', value: u.oidcId, action: oauth('oidc', u.oidcId) });
  if (status.telegram_oauth) {
    rows.push({
      key: 'telegram',
      icon: <SendOutlined />,
      label: 'Telegram',
      value: u.telegramId,
      action: u.telegramId ? (
        <Button size="small" disabled>
          {t('已绑定')}
        </Button>
      ) : (
        status.telegram_bot_name && <TelegramBindButton botName={status.telegram_bot_name} />
      ),
    });
  }
  if (status.linuxdo_oauth) rows.push({ key: 'linuxdo', icon: <LoginOutlined />, label: 'LinuxDO', value: u.linuxDoId, action: oauth('linuxdo', u.linuxDoId) });

  return (
    <Card title={t('账户绑定')} size="small" data-testid="personal-bindings">
      <List
        dataSource={rows}
        renderItem={(r) => (
          <List.Item key={r.key} actions={[r.action]} data-testid={`binding-${r.key}`}>
            <List.Item.Meta
              avatar={r.icon}
              title={r.label}
              description={r.value ? <Typography.Text copyable>{r.value}</Typography.Text> : <Typography.Text type="secondary">{t('未绑定')}</Typography.Text>}
            />
          </List.Item>
        )}
      />
      <EmailBindModal open={emailOpen} onClose={() => setEmailOpen(false)} />
      <WeChatBindModal open={wechatOpen} qrcode={status.wechat_qrcode} onClose={() => setWechatOpen(false)} onBound={onRefresh} />
    </Card>
  );
}
