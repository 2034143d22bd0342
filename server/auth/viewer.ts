// Who is calling: resolved once per request by the auth layer, passed to domain functions.

export const ROLE_GUEST = 0;
export const ROLE_COMMON = 1;
export const ROLE_ADMIN = 10;
export const ROLE_ROOT = 100;

export const USER_ENABLED = 1;
export const USER_DISABLED = 2;

export interface Viewer {
  id: number;
  username: string;
  role: number;
  status: number;
  group: string;
  via: 'session' | 'access_token';
}

export const isAdmin = (v: Pick<Viewer, 'role'> | null | undefined) => !!v && v.role >= ROLE_ADMIN;
export const isRoot = (v: Pick<Viewer, 'role'> | null | undefined) => !!v && v.role >= ROLE_ROOT;
