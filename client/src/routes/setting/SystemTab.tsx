import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useOptions } from './optionsContext';
import { OptionSection, type OptionField } from './OptionSection';

// Server address, proxy, payment, login and registration, mail and third-party login settings.

const text = (key: string, label: string, placeholder?: string): OptionField => ({ key, label, kind: 'text', placeholder });
const secret = (key: string, label: string): OptionField => ({ key, label, kind: 'secret' });
const sw = (key: string, label: string): OptionField => ({ key, label, kind: 'switch' });

/** Reads the provider's discovery document and fills the three endpoints. */
function OidcDiscover({ form }: { form: import('antd').FormInstance }) {
  const { t } = useTranslation();
  const discover = async () => {
    const url = String(form.getFieldValue('oidc.well_known') ?? '').trim();
    if (!/^https?:\/\//.test(url)) return toast.error('Well-Known URL 必须以 http:// 或 https:// 开头');
    try {
      // The discovery document lives on the identity provider, not on this server.
      const res = await fetch(url);
      const doc = (await res.json()) as Record<string, unknown>;
      if (!res.ok || typeof doc.authorization_endpoint !== 'string') throw new Error('bad document');
      form.setFieldsValue({
        'oidc.authorization_endpoint': doc.authorization_endpoint,
        'oidc.token_endpoint': String(doc.token_endpoint ?? ''),
        'oidc.user_info_endpoint': String(doc.userinfo_endpoint ?? ''),
      });
      toast.success('获取 OIDC 配置成功！');
    } catch {
      toast.error('获取 OIDC 配置失败，请检查网络状况和 Well-Known URL 是否正确');
    }
  };
  return (
    <Button onClick={() => void discover()} style={{ marginBottom: 16, marginRight: 8 }} data-testid="oidc-discover">
      {t('获取 OIDC 配置')}
    </Button>
  );
}

export function SystemTab() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { values } = useOptions();
  return (
    <>
      <OptionSection title="通用设置" testId="section-server" fields={[{ ...text('ServerAddress', '服务器地址', '例如：https://yourdomain.com'), span: 24 }]} />
      <OptionSection
        title="代理设置"
        testId="section-worker"
        fields={[text('WorkerUrl', 'Worker地址', '例如：https://workername.yourdomain.workers.dev'), secret('WorkerValidKey', 'Worker密钥'), sw('WorkerAllowHttpImageRequestEnabled', '允许 HTTP 协议图片请求（适用于自部署代理）')]}
      />
      <OptionSection
        title="支付设置"
        testId="section-payment"
        beforeSave={() => {
          if (!values.ServerAddress?.trim()) {
            toast.error('请先填写服务器地址');
            return false;
          }
          return true;
        }}
        fields={[
          text('PayAddress', '支付地址', '例如：https://yourdomain.com'),
          text('EpayId', '易支付商户ID', '例如：0001'),
          secret('EpayKey', '易支付商户密钥'),
          { key: 'Price', label: '充值价格（x元/美金）', kind: 'number', min: 0, step: 0.01 },
          { key: 'MinTopUp', label: '最低充值美元数量', kind: 'number', min: 0 },
          text('CustomCallbackAddress', '回调地址', '例如：https://yourdomain.com'),
          { key: 'TopupGroupRatio', label: '充值分组倍率', kind: 'json', placeholder: '{\n  "default": 1\n}', extra: '为一个 JSON 文本，键为组名称，值为倍率' },
          { key: 'PayMethods', label: '充值方式设置', kind: 'json', placeholder: '[{"name":"支付宝","color":"#1677FF","type":"alipay"}]', extra: '为一个 JSON 数组，每项包含 name、type 和 color' },
        ]}
      />
      <OptionSection
        title="配置登录注册"
        testId="section-login"
        beforeSave={async (changes) => {
          if (!changes.some((c) => c.key === 'PasswordLoginEnabled' && c.value === 'false')) return true;
          return !!(await modal.confirm({
            title: t('确定要取消密码登录功能吗？'),
            content: t('如果没有为用户配置其他登录方式（如 GitHub、OIDC、微信等），他们将无法登录！'),
            okText: t('确定'),
            cancelText: t('取消'),
          }));
        }}
        fields={[
          sw('PasswordLoginEnabled', '允许通过密码进行登录'),
          sw('PasswordRegisterEnabled', '允许通过密码进行注册'),
          sw('EmailVerificationEnabled', '通过密码注册时需要进行邮箱验证'),
          sw('RegisterEnabled', '允许新用户注册'),
          sw('GitHubOAuthEnabled', '允许通过 GitHub 账户登录 & 注册'),
          sw('oidc.enabled', '允许通过 OIDC 进行登录'),
          sw('LinuxDOOAuthEnabled', '允许通过 Linux DO 账户登录 & 注册'),
          sw('WeChatAuthEnabled', '允许通过微信登录 & 注册'),
          sw('TelegramOAuthEnabled', '允许通过 Telegram 进行登录'),
          sw('TurnstileCheckEnabled', '启用 Turnstile 用户校验'),
        ]}
      />
      <OptionSection
        title="配置邮箱域名白名单"
        testId="section-email-domain"
        fields={[
          sw('EmailDomainRestrictionEnabled', '启用邮箱域名白名单'),
          sw('EmailAliasRestrictionEnabled', '启用邮箱别名限制（例如：ab.cd@gmail.com）'),
          { key: 'EmailDomainWhitelist', label: '允许的邮箱域名', kind: 'textarea', extra: '用英文逗号分隔，例如：gmail.com,qq.com' },
        ]}
      />
      <OptionSection
        title="配置 SMTP"
        testId="section-smtp"
        fields={[
          text('SMTPServer', 'SMTP 服务器地址'),
          { key: 'SMTPPort', label: 'SMTP 端口', kind: 'text', placeholder: '默认: 587' },
          text('SMTPAccount', 'SMTP 账户'),
          text('SMTPFrom', 'SMTP 发送者邮箱'),
          secret('SMTPToken', 'SMTP 访问凭证'),
          sw('SMTPSSLEnabled', '启用SMTP SSL'),
        ]}
      />
      <OptionSection
        title="配置 OIDC"
        testId="section-oidc"
        extra={(form) => <OidcDiscover form={form} />}
        fields={[
          { ...text('oidc.well_known', 'Well-Known URL', '请输入OIDC的Well-Known URL'), span: 24 },
          text('oidc.client_id', 'Client ID'),
          secret('oidc.client_secret', 'Client Secret'),
          text('oidc.authorization_endpoint', 'Authorization Endpoint'),
          text('oidc.token_endpoint', 'Token Endpoint'),
          text('oidc.user_info_endpoint', 'User Info Endpoint'),
        ]}
      />
      <OptionSection title="配置 GitHub OAuth App" testId="section-github" fields={[text('GitHubClientId', 'GitHub Client ID'), secret('GitHubClientSecret', 'GitHub Client Secret')]} />
      <OptionSection title="配置 Linux DO OAuth" testId="section-linuxdo" fields={[text('LinuxDOClientId', 'Linux DO Client ID'), secret('LinuxDOClientSecret', 'Linux DO Client Secret')]} />
      <OptionSection
        title="配置 WeChat Server"
        testId="section-wechat"
        fields={[text('WeChatServerAddress', 'WeChat Server 服务器地址'), secret('WeChatServerToken', 'WeChat Server 访问凭证'), text('WeChatAccountQRCodeImageURL', '微信公众号二维码图片链接')]}
      />
      <OptionSection title="配置 Telegram 登录" testId="section-telegram" fields={[secret('TelegramBotToken', 'Telegram Bot Token'), text('TelegramBotName', 'Telegram Bot 名称')]} />
      <OptionSection title="配置 Turnstile" testId="section-turnstile" fields={[secret('TurnstileSiteKey', 'Turnstile Site Key'), secret('TurnstileSecretKey', 'Turnstile Secret Key')]} />
    </>
  );
}
