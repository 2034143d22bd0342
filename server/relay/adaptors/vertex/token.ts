import { z } from 'zod';
import { signJwtRS256 } from './jwt';

// Service-account key → OAuth access token (JWT bearer grant), cached until shortly before expiry.

export const serviceAccountSchema = z.looseObject({
  project_id: z.string(),
  private_key: z.string(),
  client_email: z.string(),
  private_key_id: z.string().optional(),
  token_uri: z.string().optional(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number().optional() });
const cache = new Map<string, { token: string; expiresAt: number }>();

export function parseServiceAccount(key: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(key);
  } catch {
    throw new Error('Vertex channel key must be a service-account JSON key');
  }
  const p = serviceAccountSchema.safeParse(json);
  if (!p.success) throw new Error('Vertex channel key must be a service-account JSON key');
  return p.data;
}

export async function vertexAccessToken(sa: ServiceAccount, now = Date.now()): Promise<string> {
  const tokenUri = sa.token_uri || DEFAULT_TOKEN_URI;
  const cacheKey = `${sa.client_email}|${sa.private_key_id ?? ''}|${tokenUri}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.expiresAt - 60_000 > now) return hit.token;
  const iat = Math.floor(now / 1000);
  const assertion = signJwtRS256({ iss: sa.client_email, scope: SCOPE, aud: tokenUri, iat, exp: iat + 3600 }, sa.private_key, sa.private_key_id);
  const res = await fetch(tokenUri, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
  });
  // No URL or key material in this message: it can reach clients.
  if (!res.ok) throw new Error(`Vertex token exchange failed (status ${res.status})`);
  const t = tokenSchema.parse(await res.json());
  cache.set(cacheKey, { token: t.access_token, expiresAt: now + (t.expires_in ?? 3600) * 1000 });
  return t.access_token;
}

export function clearVertexTokenCache(): void {
  cache.clear();
}
