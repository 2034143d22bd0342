import { createSign } from 'node:crypto';

// RS256 JWT for Google service-account token exchange (node:crypto only).

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signJwtRS256(claims: Record<string, unknown>, privateKeyPem: string, keyId?: string): string {
  const header = { alg: 'RS256', typ: 'JWT', ...(keyId ? { kid: keyId } : {}) };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKeyPem);
  return `${input}.${b64url(signature)}`;
}
