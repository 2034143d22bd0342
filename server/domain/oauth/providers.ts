import { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError, badInput } from '../../errors/app-error';
import { fetchJson } from './http';
import type { Identity, ProviderInfo } from './oauth.service';

// Each provider's code → identity exchange. Endpoints are options with the real defaults, so
// tests (and mirrors) can point them elsewhere.

export const OAUTH_DEFAULTS = {
  GitHubOAuthTokenURL: 'https://github.com/login/oauth/access_token',
  GitHubAPIBaseURL: 'https://api.github.com',
  LinuxDOTokenURL: 'https://connect.linux.do/oauth2/token',
  LinuxDOUserInfoURL: 'https://connect.linux.do/api/user',
} as const;

const opt = (ctx: Ctx, key: keyof typeof OAUTH_DEFAULTS) => ctx.app.options.get(key) || OAUTH_DEFAULTS[key];
const serverAddress = (ctx: Ctx) => (ctx.app.options.get('ServerAddress') || 'http://localhost:3000').replace(/\/+$/, '');
const tokenSchema = z.looseObject({ access_token: z.string().optional() });

// ---- GitHub
const GITHUB_DOWN = '无法连接至 GitHub 服务器，请稍后重试！';
export const github: ProviderInfo = {
  field: 'githubId',
  usernamePrefix: 'github_',
  disabledMessage: '管理员未开启通过 GitHub 登录以及注册',
  boundMessage: '该 GitHub 账户已被绑定',
  enabled: (ctx) => ctx.app.options.bool('GitHubOAuthEnabled'),
};

export async function githubIdentity(ctx: Ctx, code: string): Promise<Identity> {
  const o = ctx.app.options;
  const token = tokenSchema.safeParse(
    await fetchJson(
      opt(ctx, 'GitHubOAuthTokenURL'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: o.get('GitHubClientId'), client_secret: o.get('GitHubClientSecret'), code }),
      },
      GITHUB_DOWN,
    ),
  );
  const accessToken = token.success ? token.data.access_token : undefined;
  if (!accessToken) throw badInput('返回值非法，用户字段为空，请稍后重试！');
  const user = z
    .looseObject({ login: z.string().catch(''), name: z.string().nullish().catch(null), email: z.string().nullish().catch(null) })
    .safeParse(
      await fetchJson(`${opt(ctx, 'GitHubAPIBaseURL').replace(/\/+$/, '')}/user`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }, GITHUB_DOWN),
    );
  if (!user.success || !user.data.login) throw badInput('返回值非法，用户字段为空，请稍后重试！');
  return { id: user.data.login, displayName: user.data.name || 'GitHub User', email: user.data.email ?? '' };
}

// ---- OIDC
const OIDC_DOWN = '无法连接至 OIDC 服务器，请稍后重试！';
export const oidc: ProviderInfo = {
  field: 'oidcId',
  usernamePrefix: 'oidc_',
  disabledMessage: '管理员未开启通过 OIDC 登录以及注册',
  boundMessage: '该 OIDC 账户已被绑定',
  enabled: (ctx) => ctx.app.options.bool('oidc.enabled'),
};

/** Token and userinfo endpoints from the options, else from the well-known document. */
async function oidcEndpoints(ctx: Ctx): Promise<{ token: string; userinfo: string }> {
  const o = ctx.app.options;
  let token = o.get('oidc.token_endpoint');
  let userinfo = o.get('oidc.user_info_endpoint');
  const wellKnown = o.get('oidc.well_known');
  if ((!token || !userinfo) && wellKnown) {
    const doc = z
      .looseObject({ token_endpoint: z.string().optional(), userinfo_endpoint: z.string().optional() })
      .safeParse(await fetchJson(wellKnown, { headers: { accept: 'application/json' } }, '获取 OIDC 配置失败，请检查网络状况和 Well-Known URL 是否正确'));
    if (doc.success) {
      token ||= doc.data.token_endpoint ?? '';
      userinfo ||= doc.data.userinfo_endpoint ?? '';
    }
  }
  if (!token || !userinfo) throw new AppError('PRECONDITION_FAILED', 'OIDC 获取 Token 失败，请检查设置！');
  return { token, userinfo };
}

export async function oidcIdentity(ctx: Ctx, code: string): Promise<Identity> {
  const o = ctx.app.options;
  const ep = await oidcEndpoints(ctx);
  const body = new URLSearchParams({
    client_id: o.get('oidc.client_id'),
    client_secret: o.get('oidc.client_secret'),
    code,
    grant_type: 'authorization_code',
    redirect_uri: `${serverAddress(ctx)}/oauth/oidc`,
  });
  const token = tokenSchema.safeParse(await fetchJson(ep.token, { method: 'POST', headers: { accept: 'application/json' }, body }, OIDC_DOWN));
  const accessToken = token.success ? token.data.access_token : undefined;
  if (!accessToken) throw badInput('OIDC 获取 Token 失败，请检查设置！');
  const info = z
    .looseObject({
      sub: z.union([z.string(), z.number()]).transform(String).catch(''),
      email: z.string().catch(''),
      name: z.string().catch(''),
      preferred_username: z.string().catch(''),
    })
    .safeParse(await fetchJson(ep.userinfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }, OIDC_DOWN));
  if (!info.success || !info.data.sub || !info.data.email) throw badInput('OIDC 获取用户信息为空，请检查设置！');
  return { id: info.data.sub, email: info.data.email, displayName: info.data.name || 'OIDC User', username: info.data.preferred_username };
}

// ---- LinuxDO
const LINUXDO_DOWN = '无法连接至 LinuxDO 服务器，请稍后重试！';
export const linuxdo: ProviderInfo = {
  field: 'linuxDoId',
  usernamePrefix: 'linuxdo_',
  disabledMessage: '管理员未开启通过 Linux DO 登录以及注册',
  boundMessage: '该 Linux DO 账户已被绑定',
  enabled: (ctx) => ctx.app.options.bool('LinuxDOOAuthEnabled'),
};

export async function linuxdoIdentity(ctx: Ctx, code: string): Promise<Identity> {
  const o = ctx.app.options;
  const basic = Buffer.from(`${o.get('LinuxDOClientId')}:${o.get('LinuxDOClientSecret')}`).toString('base64');
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${serverAddress(ctx)}/oauth/linuxdo` });
  const token = tokenSchema.safeParse(
    await fetchJson(opt(ctx, 'LinuxDOTokenURL'), { method: 'POST', headers: { authorization: `Basic ${basic}`, accept: 'application/json' }, body }, LINUXDO_DOWN),
  );
  const accessToken = token.success ? token.data.access_token : undefined;
  if (!accessToken) throw badInput('返回值非法，用户字段为空，请稍后重试！');
  const info = z
    .looseObject({ id: z.number().int().catch(0), username: z.string().catch(''), name: z.string().nullish().catch(null), trust_level: z.number().catch(0) })
    .safeParse(await fetchJson(opt(ctx, 'LinuxDOUserInfoURL'), { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }, LINUXDO_DOWN));
  if (!info.success || !info.data.id) throw badInput('返回值非法，用户字段为空，请稍后重试！');
  if (info.data.trust_level < o.num('LinuxDOMinimumTrustLevel', 0)) throw badInput('信任等级未达到管理员设置的最低信任等级');
  return { id: String(info.data.id), displayName: info.data.name || 'LinuxDO User' };
}

// ---- WeChat (an external auth server: {WeChatServerAddress}/api/wechat/user?code=)
export const wechat: ProviderInfo = {
  field: 'wechatId',
  usernamePrefix: 'wechat_',
  disabledMessage: '管理员未开启通过微信登录以及注册',
  boundMessage: '该微信账号已被绑定',
  enabled: (ctx) => ctx.app.options.bool('WeChatAuthEnabled'),
};

export async function wechatIdentity(ctx: Ctx, code: string): Promise<Identity> {
  const o = ctx.app.options;
  const base = o.get('WeChatServerAddress').replace(/\/+$/, '');
  const res = z
    .looseObject({ success: z.boolean().catch(false), message: z.string().catch(''), data: z.string().catch('') })
    .safeParse(
      await fetchJson(`${base}/api/wechat/user?code=${encodeURIComponent(code)}`, { headers: { authorization: o.get('WeChatServerToken') } }, '无法连接至微信服务器，请稍后重试！'),
    );
  if (!res.success) throw badInput('验证码错误或已过期');
  if (!res.data.success) throw badInput(res.data.message || '验证码错误或已过期');
  if (!res.data.data) throw badInput('验证码错误或已过期');
  return { id: res.data.data, displayName: 'WeChat User' };
}
