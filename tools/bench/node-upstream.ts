import http from 'node:http';
import { COMPLETION_JSON, STREAM_SSE, isStreamBody } from './fixtures';

// Fallback upstream when nginx cannot start: answers the fixed bodies. Run as its own process.

const port = Number(process.env.PORT);
http
  .createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      if (isStreamBody(body)) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.end(STREAM_SSE);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(COMPLETION_JSON);
      }
    });
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
