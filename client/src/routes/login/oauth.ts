import { api } from '../../lib/api';
import type { Status } from '../../lib/storage';

// Third-party login redirects: each provider's authorization page with a state from the server.

async function fetchState(): Promise<string | null> {
  const aff = localStorage.getItem('aff');
  const r = await api.get<string>(`/api/oauth/state${aff ? `?aff=${encodeURIComponent(aff)}` : ''}`);
  return r.success ? r.data : null;
}

const providers = {
  github: (s: Status, state: string) =>
    `https://github.com/login/oauth/authorize?client_id=${encodeURIComponent(s.github_client_id ?? '')}&state=${state}&scope=user:email`,
  oidc: (s: Status, state: string) => {
    const url = new URL(s.oidc_authorization_endpoint ?? '');
    url.searchParams.set('client_id', s.oidc_client_id ?? '');
    url.searchParams.set('redirect_uri', `${window.location.origin}/oauth/oidc`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'openid profile email');
    url.searchParams.set('state', state);
    return url.toString();
  },
  linuxdo: (s: Status, state: string) =>
    `https://connect.linux.do/oauth2/authorize?response_type=code&client_id=${encodeURIComponent(s.linuxdo_client_id ?? '')}&state=${state}`,
};
export type OAuthProvider = keyof typeof providers;

export async function startOAuth(provider: OAuthProvider, status: Status) {
  const state = await fetchState();
  if (state) window.location.assign(providers[provider](status, state));
}
