import type { App } from '../../context';
import { isSetupDone } from '../setup/setup.service';

// GET /api/status (reference/options.md §2). Values are real JSON booleans and numbers.

const jsonList = (app: App, key: string): unknown[] => {
  const v = app.options.json<unknown>(key, []);
  return Array.isArray(v) ? v : [];
};

export async function getStatus(app: App) {
  const o = app.options;
  const consoleFlag = (k: string) => o.get(`console_setting.${k}_enabled`) !== 'false';
  const status: Record<string, unknown> = {
    version: app.config.VERSION,
    start_time: app.startTime,
    email_verification: o.bool('EmailVerificationEnabled'),
    github_oauth: o.bool('GitHubOAuthEnabled'),
    github_client_id: o.get('GitHubClientId'),
    linuxdo_oauth: o.bool('LinuxDOOAuthEnabled'),
    linuxdo_client_id: o.get('LinuxDOClientId'),
    telegram_oauth: o.bool('TelegramOAuthEnabled'),
    telegram_bot_name: o.get('TelegramBotName'),
    wechat_login: o.bool('WeChatAuthEnabled'),
    wechat_qrcode: o.get('WeChatAccountQRCodeImageURL'),
    oidc_enabled: o.bool('oidc.enabled'),
    oidc_client_id: o.get('oidc.client_id'),
    oidc_authorization_endpoint: o.get('oidc.authorization_endpoint'),
    turnstile_check: o.bool('TurnstileCheckEnabled'),
    turnstile_site_key: o.get('TurnstileSiteKey'),
    system_name: o.get('SystemName'),
    logo: o.get('Logo'),
    footer_html: o.get('Footer'),
    server_address: o.get('ServerAddress') || `http://localhost:${app.config.PORT}`,
    price: o.num('Price'),
    usd_exchange_rate: o.num('USDExchangeRate'),
    min_topup: o.num('MinTopUp'),
    enable_online_topup: !!(o.get('PayAddress') && o.get('EpayId') && o.get('EpayKey')),
    top_up_link: o.get('TopUpLink'),
    docs_link: o.get('general_setting.docs_link'),
    quota_per_unit: o.num('QuotaPerUnit'),
    display_in_currency: o.bool('DisplayInCurrencyEnabled'),
    enable_batch_update: true,
    enable_drawing: o.bool('DrawingEnabled'),
    enable_task: o.bool('TaskEnabled'),
    enable_data_export: o.bool('DataExportEnabled'),
    data_export_default_time: o.get('DataExportDefaultTime'),
    default_collapse_sidebar: o.bool('DefaultCollapseSidebar'),
    mj_notify_enabled: o.bool('MjNotifyEnabled'),
    chats: jsonList(app, 'Chats'),
    pay_methods: jsonList(app, 'PayMethods'),
    demo_site_enabled: o.bool('DemoSiteEnabled'),
    self_use_mode_enabled: o.bool('SelfUseModeEnabled'),
    default_use_auto_group: o.bool('DefaultUseAutoGroup'),
    api_info_enabled: consoleFlag('api_info'),
    uptime_kuma_enabled: consoleFlag('uptime_kuma'),
    announcements_enabled: consoleFlag('announcements'),
    faq_enabled: consoleFlag('faq'),
    setup: await isSetupDone(app),
  };
  // The spec's chat_link/chat_link2 are read by older consoles: derive them from Chats.
  const chats = status.chats as Array<Record<string, string>>;
  status.chat_link = chats[0] ? Object.values(chats[0])[0] : '';
  status.chat_link2 = chats[1] ? Object.values(chats[1])[0] : '';
  for (const k of ['api_info', 'announcements', 'faq']) {
    if (consoleFlag(k)) status[k] = app.options.json<unknown>(`console_setting.${k}`, []);
  }
  return status;
}
