import { createServer, type Server } from 'node:http';

// A tiny OpenAI-style upstream on 127.0.0.1: models, chat, balance. `delayMs` slows chat;
// `failWith` makes chat answer an error.

export interface FakeOpenAI {
  url: string;
  hits: string[];
  auth: string[];
  delayMs: number;
  failWith: { status: number; message: string } | null;
  close(): Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const fake: FakeOpenAI = { url: '', hits: [], auth: [], delayMs: 0, failWith: null, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      fake.hits.push(`${req.method} ${req.url}`);
      fake.auth.push(String(req.headers.authorization ?? ''));
      const send = (status: number, obj: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(obj));
      };
      if (req.url === '/v1/models') return send(200, { object: 'list', data: [{ id: 'fake-a', object: 'model' }, { id: 'fake-b', object: 'model' }] });
      if (req.url === '/dashboard/billing/credit_grants') return send(200, { total_available: 12.5 });
      if (req.url === '/v1/chat/completions') {
        if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
        if (fake.failWith) return send(fake.failWith.status, { error: { message: fake.failWith.message, type: 'invalid_request_error', code: 'x' } });
        const model = (JSON.parse(body || '{}') as { model?: string }).model;
        return send(200, {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: 'hello' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
        });
      }
      send(404, { error: { message: 'not found', type: 'invalid_request_error' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  fake.url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  fake.close = () => new Promise((r) => server.close(() => r()));
  return fake;
}
