import { answerClaude } from './claude';
import { answerGemini } from './gemini';
import { type MockHandler, type MockOptions, type MockServer, header, isObject, sendJson, startMockServer } from './http-util';

// Vertex AI paths (Gemini and Anthropic publishers) plus a fake OAuth token endpoint (POST /token)
// that hands out "mock-access-token-N" for any JWT-bearer assertion.

export const handleVertex: MockHandler = async (ctx) => {
  const m = /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/(google|anthropic)\/models\/([^:/]+):(\w+)$/.exec(ctx.url.pathname);
  if (!m || ctx.req.method !== 'POST') return false;
  const auth = header(ctx, 'authorization');
  if (!auth?.startsWith('Bearer mock-access-token')) {
    sendJson(ctx.res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials. (mock)', status: 'UNAUTHENTICATED' } });
    return true;
  }
  const model = decodeURIComponent(m[4]);
  if (m[3] === 'google') await answerGemini(ctx, model, m[5]);
  else await answerClaude(ctx, isObject(ctx.json) ? ctx.json : {}, model, m[5] === 'streamRawPredict');
  return true;
};

let tokenNo = 0;

export const handleGoogleToken: MockHandler = async (ctx) => {
  if (ctx.req.method !== 'POST' || ctx.url.pathname !== '/token') return false;
  const form = new URLSearchParams(ctx.raw.toString('utf8'));
  if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || (form.get('assertion') ?? '').split('.').length !== 3) {
    sendJson(ctx.res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT (mock)' });
    return true;
  }
  sendJson(ctx.res, 200, { access_token: `mock-access-token-${++tokenNo}`, expires_in: 3599, token_type: 'Bearer' });
  return true;
};

export function startVertexMock(options: MockOptions = {}): Promise<MockServer> {
  return startMockServer([handleGoogleToken, handleVertex], options);
}
