// Keys the original console keeps in localStorage (spec 000 §3).

export interface StoredUser {
  id: number;
  username: string;
  display_name?: string;
  role: number;
  status: number;
  group: string;
}

export type Status = Record<string, unknown> & {
  setup?: boolean;
  system_name?: string;
  logo?: string;
  footer_html?: string;
  docs_link?: string;
  version?: string;
  self_use_mode_enabled?: boolean;
  demo_site_enabled?: boolean;
  default_collapse_sidebar?: boolean;
  enable_data_export?: boolean;
  enable_drawing?: boolean;
  enable_task?: boolean;
  email_verification?: boolean;
  turnstile_check?: boolean;
  turnstile_site_key?: string;
  github_oauth?: boolean;
  github_client_id?: string;
  oidc_enabled?: boolean;
  oidc_client_id?: string;
  oidc_authorization_endpoint?: string;
  linuxdo_oauth?: boolean;
  linuxdo_client_id?: string;
  wechat_login?: boolean;
  wechat_qrcode?: string;
  telegram_oauth?: boolean;
  telegram_bot_name?: string;
  chats?: Array<Record<string, string>>;
};

function readJSON<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const getStoredUser = (): StoredUser | null => {
  const u = readJSON<StoredUser>('user');
  return u && typeof u.id === 'number' ? u : null;
};
export const storeUser = (u: StoredUser) => localStorage.setItem('user', JSON.stringify(u));
export const clearStoredUser = () => localStorage.removeItem('user');

export const getStoredStatus = (): Status | null => readJSON<Status>('status');

/** Saves the status object and the individual keys other screens read directly. */
export function storeStatus(status: Status) {
  localStorage.setItem('status', JSON.stringify(status));
  localStorage.setItem('chats', JSON.stringify(status.chats ?? []));
  localStorage.setItem('footer_html', String(status.footer_html ?? ''));
  for (const key of ['default_collapse_sidebar', 'enable_data_export', 'enable_drawing', 'enable_task', 'mj_notify_enabled']) {
    localStorage.setItem(key, String(status[key] === true));
  }
}

export const isAdmin = (u: StoredUser | null) => !!u && u.role >= 10;
export const isRoot = (u: StoredUser | null) => !!u && u.role >= 100;
