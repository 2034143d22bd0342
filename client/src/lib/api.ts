import { consoleHeaders, handleExpiredSession } from './session';
import { toast } from './toast';

// Small fetch helper for the legacy REST routes that have no GraphQL operation yet.

export interface ApiResult<T> {
  success: boolean;
  message: string;
  data: T;
}

const httpMessages: Record<number, string> = {
  429: '错误：请求次数过多，请稍后再试！',
  500: '错误：服务器内部错误，请联系管理员！',
  405: '本站仅作演示之用，无服务端！',
};

export class ApiError extends Error {}

async function request<T>(method: string, path: string, body?: unknown, opts: { quiet?: boolean } = {}): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { ...consoleHeaders(), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    const text = `错误：${(err as Error).message}`;
    if (!opts.quiet) toast.error(text);
    throw new ApiError(text);
  }
  if (res.status === 401 && handleExpiredSession()) throw new ApiError('未登录或登录已过期，请重新登录');
  if (!res.ok && !(res.status === 401 || res.status === 400 || res.status === 403)) {
    const text = httpMessages[res.status] ?? `错误：${res.status} ${res.statusText}`;
    if (!opts.quiet) toast.error(text);
    throw new ApiError(text);
  }
  let json: ApiResult<T>;
  try {
    json = (await res.json()) as ApiResult<T>;
  } catch {
    const text = `错误：${res.status} ${res.statusText}`;
    if (!opts.quiet) toast.error(text);
    throw new ApiError(text);
  }
  if (!json.success && !opts.quiet) toast.error(json.message || '请求失败');
  return json;
}

export const api = {
  get: <T = unknown>(path: string, opts?: { quiet?: boolean }) => request<T>('GET', path, undefined, opts),
  post: <T = unknown>(path: string, body: unknown = {}, opts?: { quiet?: boolean }) => request<T>('POST', path, body, opts),
  put: <T = unknown>(path: string, body: unknown = {}, opts?: { quiet?: boolean }) => request<T>('PUT', path, body, opts),
  del: <T = unknown>(path: string, opts?: { quiet?: boolean }) => request<T>('DELETE', path, undefined, opts),
};

/** Builds a query string, dropping empty values. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
