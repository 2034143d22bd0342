import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 (header auth), node:crypto only.

export interface SigV4Input {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Buffer;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  date?: Date;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as AWS wants it (encodeURIComponent leaves !'()* alone). */
export function awsEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function amzDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function canonicalQuery(search: URLSearchParams): string {
  return [...search.entries()]
    .map(([k, v]) => [awsEncode(k), awsEncode(v)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** Non-S3 services sign each (already encoded) path segment encoded once more. */
function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((seg) => awsEncode(decodeURIComponent(seg)))
    .map((seg) => awsEncode(seg))
    .join('/') || '/';
}

/** Returns the headers to send: the input headers plus host, x-amz-date, token and Authorization. */
export function signV4(i: SigV4Input): Record<string, string> {
  const url = new URL(i.url);
  const stamp = amzDate(i.date ?? new Date());
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = { ...i.headers, host: url.host, 'x-amz-date': stamp };
  if (i.sessionToken) headers['x-amz-security-token'] = i.sessionToken;
  const entries = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = entries.map(([k]) => k).join(';');
  const canonical = [
    i.method,
    canonicalPath(url.pathname),
    canonicalQuery(url.searchParams),
    entries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    sha256Hex(i.body),
  ].join('\n');
  const scope = `${day}/${i.region}/${i.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${i.secretAccessKey}`, day), i.region), i.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const out: Record<string, string> = { ...i.headers, 'X-Amz-Date': stamp };
  if (i.sessionToken) out['X-Amz-Security-Token'] = i.sessionToken;
  out.Authorization = `AWS4-HMAC-SHA256 Credential=${i.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return out;
}
