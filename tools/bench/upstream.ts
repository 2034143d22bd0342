import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { COMPLETION_JSON, STREAM_SSE } from './fixtures';
import { freePort, start, stop, waitForPort } from './procs';

// The mock provider. nginx + njs costs far less CPU per answer than any Node server, so the
// measured gateway is not slowed by its own upstream. Everything lives in the temp dir.

export interface Upstream {
  kind: 'nginx' | 'node';
  url: string;
  child: ChildProcess;
  note: string;
}

const NGINX = '/usr/sbin/nginx';
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

function njsScript(): string {
  return `var JSON_BODY = ${JSON.stringify(COMPLETION_JSON)};
var SSE_BODY = ${JSON.stringify(STREAM_SSE)};
function reply(r) {
  var body = r.requestText || '';
  if (/"stream"\\s*:\\s*true/.test(body)) {
    r.headersOut['Content-Type'] = 'text/event-stream';
    r.headersOut['Cache-Control'] = 'no-cache';
    r.return(200, SSE_BODY);
  } else {
    r.headersOut['Content-Type'] = 'application/json';
    r.return(200, JSON_BODY);
  }
}
export default { reply };
`;
}

function nginxConf(dir: string, port: number): string {
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${NJS_MODULE};
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 10000000;
  keepalive_timeout 120s;
  client_body_buffer_size 64k;
  client_max_body_size 64k;
  js_path ${dir};
  js_import main from upstream.js;
  server {
    listen 127.0.0.1:${port};
    location / { js_content main.reply; }
  }
}
`;
}

async function startNginx(dir: string, core: number): Promise<Upstream> {
  if (!existsSync(NGINX) || !existsSync(NJS_MODULE)) throw new Error('nginx or its njs module is not installed');
  const ndir = join(dir, 'nginx');
  mkdirSync(ndir, { recursive: true });
  const port = await freePort();
  writeFileSync(join(ndir, 'upstream.js'), njsScript());
  writeFileSync(join(ndir, 'nginx.conf'), nginxConf(ndir, port));
  const child = start('taskset', ['-c', String(core), NGINX, '-p', ndir, '-e', join(ndir, 'error.log'), '-c', join(ndir, 'nginx.conf')], { name: 'nginx' });
  await waitForPort(port, child, 10_000);
  const url = `http://127.0.0.1:${port}`;
  // Check both answers before trusting it.
  const plain = await (await fetch(url + '/v1/chat/completions', { method: 'POST', body: '{"stream":false}' })).text();
  const sse = await (await fetch(url + '/v1/chat/completions', { method: 'POST', body: '{"stream": true}' })).text();
  if (plain !== COMPLETION_JSON || sse !== STREAM_SSE) {
    await stop(child);
    throw new Error('nginx answered unexpected bodies');
  }
  return { kind: 'nginx', url, child, note: `nginx ${port} (njs, master_process off, core ${core})` };
}

async function startNode(core: number, root: string): Promise<Upstream> {
  const port = await freePort();
  const child = start('taskset', ['-c', String(core), process.execPath, '--import', 'tsx', 'tools/bench/node-upstream.ts'], {
    name: 'node-upstream',
    cwd: root,
    env: { ...process.env, PORT: String(port) },
  });
  await waitForPort(port, child);
  return { kind: 'node', url: `http://127.0.0.1:${port}`, child, note: `node:http fallback upstream ${port} (core ${core})` };
}

export async function startUpstream(dir: string, core: number, root: string): Promise<Upstream> {
  try {
    return await startNginx(dir, core);
  } catch (err) {
    const up = await startNode(core, root);
    up.note += ` — nginx failed: ${(err as Error).message.split('\n')[0]}`;
    return up;
  }
}
