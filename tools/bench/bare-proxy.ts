import http from 'node:http';
import { Agent, request } from 'undici';

// The floor: the least a Node relay can do — read the body, forward it with undici, pipe the
// answer back as it arrives. Same agent settings as server/relay/upstream.ts.

const upstream = process.env.UPSTREAM_URL ?? '';
const port = Number(process.env.PORT);
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 512, pipelining: 1 });

http
  .createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const up = await request(upstream + req.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-upstream-bench' },
        body: Buffer.concat(chunks),
        dispatcher: agent,
      });
      res.writeHead(up.statusCode, { 'content-type': String(up.headers['content-type'] ?? 'application/json') });
      for await (const c of up.body) res.write(c);
      res.end();
    } catch {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    }
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
