import { useState } from 'react';
import { Button, Divider, Space } from 'antd';
import { GithubOutlined, LoginOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../status/StatusProvider';
import { startOAuth } from './oauth';
import { WeChatLoginModal } from './WeChatLoginModal';
import { TelegramLoginButton } from './TelegramLoginButton';

/** One button per third-party method the status enables. */
export function ThirdPartyLogin() {
  const { t } = useTranslation();
  const status = useStatus();
  const [wechatOpen, setWechatOpen] = useState(false);
  const any = status.github_oauth || status.oidc_enabled || status.linuxdo_oauth || status.wechat_login || status.telegram_oauth;
  if (!any) return null;
  return (
    <>
      <Divider plain>{t('使用其他方式登录')}</Divider>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {status.wechat_login && (
          <Button block icon={<WechatOutlined />} onClick={() => setWechatOpen(true)}>
            {t('使用 微信 继续')}
          </Button>
        )}
        {status.github_oauth && (
          <Button block icon={<GithubOutlined />} onClick={() => void startOAuth('github', status)}>
            {t('使用 GitHub 继续')}
          </Button>
        )}
        {status.oidc_enabled && (
          <Button block icon={<LoginOutlined />} onClick={() => void startOAuth('oidc', status)}>
            {t('使用 OIDC 继续')}
          </Button>
        )}
        {status.linuxdo_oauth && (
          <Button block icon={<LoginOutlined />} onClick={() => void startOAuth('linuxdo', status)}>
            {t('使用 LinuxDO 继续')}
          </Button>
        )}
        {status.telegram_oauth && status.telegram_bot_name && <TelegramLoginButton botName={status.telegram_bot_name} />}
      </Space>
      <WeChatLoginModal open={wechatOpen} qrcode={status.wechat_qrcode} onClose={() => setWechatOpen(false)} />
    </>
  );
}
