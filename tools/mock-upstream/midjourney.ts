import { type MockContext, type MockOptions, type MockServer, header, isObject, sendJson, startMockServer } from './http-util';

// midjourney-proxy wire protocol (novicezk/midjourney-proxy docs/api.md): submits answer
// {code, description, result: <task id>, properties}; fetch and list-by-condition answer task
// objects that move NOT_START → IN_PROGRESS ("50%") → SUCCESS ("100%", imageUrl) over
// successive looks. Every request must carry header mj-api-secret (401 otherwise).
//
// Magic prompts (substring): "mock-fail" → the task ends in FAILURE; "mock-code-3" (no
// instance), "mock-code-24" (banned prompt), "mock-code-30" (saturated), "mock-code-21"
// (exists, already SUCCESS), "mock-code-22" (queued) answer that submit code.

export interface MjMockTask {
  id: string;
  action: string;
  prompt: string;
  fail: boolean;
  looks: number;
  submitTime: number;
}

export interface MidjourneyMock extends MockServer {
  tasks: Map<string, MjMockTask>;
}

/** A tiny valid PNG (1×1), served as every task's image. */
export const MOCK_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1ad6f0000000049454e44ae426082', 'hex');

const SUBMIT_ACTION: Record<string, string> = {
  imagine: 'IMAGINE',
  change: 'CHANGE',
  'simple-change': 'CHANGE',
  describe: 'DESCRIBE',
  blend: 'BLEND',
  edits: 'EDITS',
  video: 'VIDEO',
  action: 'ACTION',
  shorten: 'SHORTEN',
  modal: 'MODAL',
  'upload-discord-images': 'UPLOAD',
};

let seq = 0;
const newId = () => `${Date.now()}${String(++seq).padStart(4, '0')}`;

function taskObject(ctx: MockContext, t: MjMockTask) {
  const base = `http://${ctx.req.headers.host}`;
  const stage = t.looks;
  const done = stage >= 2;
  const status = stage === 0 ? 'NOT_START' : !done ? 'IN_PROGRESS' : t.fail ? 'FAILURE' : 'SUCCESS';
  return {
    id: t.id,
    action: t.action,
    prompt: t.prompt,
    promptEn: t.prompt,
    description: '/imagine ' + t.prompt,
    state: '',
    submitTime: t.submitTime,
    startTime: stage > 0 ? t.submitTime + 1000 : 0,
    finishTime: done ? t.submitTime + 2000 : 0,
    imageUrl: done && !t.fail ? `${base}/images/${t.id}.png` : stage === 1 ? `${base}/images/${t.id}.png` : '',
    status,
    progress: stage === 0 ? '0%' : !done ? '50%' : t.fail ? '' : '100%',
    failReason: done && t.fail ? 'mock failure (banned result)' : '',
    buttons: done && !t.fail ? [{ customId: `MJ::JOB::upsample::1::${t.id}`, emoji: '', label: 'U1', type: 2, style: 2 }] : [],
    properties: { finalPrompt: t.prompt, finalZhPrompt: '' },
  };
}

/** Reading a task moves it one step on. */
function look(ctx: MockContext, t: MjMockTask) {
  const obj = taskObject(ctx, t);
  t.looks++;
  return obj;
}

export async function startMidjourneyMock(options: MockOptions = {}): Promise<MidjourneyMock> {
  const tasks = new Map<string, MjMockTask>();
  const handler = async (ctx: MockContext): Promise<boolean> => {
    const path = ctx.url.pathname;
    const img = /^\/images\/([^/]+)\.png$/.exec(path);
    if (img && ctx.req.method === 'GET') {
      if (!tasks.has(img[1])) return (sendJson(ctx.res, 404, { error: 'not found' }), true);
      ctx.res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': MOCK_PNG.length });
      ctx.res.end(MOCK_PNG);
      return true;
    }
    if (!path.startsWith('/mj/')) return false;
    if (!header(ctx, 'mj-api-secret')) return (sendJson(ctx.res, 401, { code: 4, description: 'mj-api-secret missing' }), true);
    const body = isObject(ctx.json) ? ctx.json : {};

    const submit = /^\/mj\/submit\/([a-z-]+)$/.exec(path);
    if ((submit && SUBMIT_ACTION[submit[1]]) || path === '/mj/insight-face/swap') {
      const prompt = typeof body.prompt === 'string' ? body.prompt : typeof body.content === 'string' ? body.content : '';
      const action = path === '/mj/insight-face/swap' ? 'SWAP_FACE' : (typeof body.action === 'string' && body.action) || SUBMIT_ACTION[submit![1]];
      const magic = /mock-code-(\d+)/.exec(prompt);
      const code = magic ? Number(magic[1]) : 1;
      if (code === 3) return (sendJson(ctx.res, 200, { code: 3, description: '无可用的账号实例', result: '', properties: {} }), true);
      if (code === 24) return (sendJson(ctx.res, 200, { code: 24, description: '可能包含敏感词', result: '', properties: { promptEn: prompt, bannedWord: 'mock' } }), true);
      if (code === 30) return (sendJson(ctx.res, 200, { code: 30, description: '当前排队任务过多，请稍后再试', result: '', properties: {} }), true);
      const id = newId();
      const task: MjMockTask = { id, action, prompt, fail: prompt.includes('mock-fail'), looks: 0, submitTime: Date.now() };
      tasks.set(id, task);
      if (code === 21) {
        task.looks = 2;
        const base = `http://${ctx.req.headers.host}`;
        return (sendJson(ctx.res, 200, { code: 21, description: '任务已存在', result: id, properties: { status: 'SUCCESS', imageUrl: `${base}/images/${id}.png` } }), true);
      }
      if (code === 22) return (sendJson(ctx.res, 200, { code: 22, description: '排队中，前面还有1个任务', result: id, properties: { numberOfQueues: 1, discordInstanceId: 'mock' } }), true);
      sendJson(ctx.res, 200, { code: 1, description: '提交成功', result: id, properties: { discordInstanceId: 'mock' } });
      return true;
    }
    const fetch = /^\/mj\/task\/([^/]+)\/fetch$/.exec(path);
    if (fetch && ctx.req.method === 'GET') {
      const t = tasks.get(fetch[1]);
      sendJson(ctx.res, 200, t ? look(ctx, t) : null);
      return true;
    }
    const seed = /^\/mj\/task\/([^/]+)\/image-seed$/.exec(path);
    if (seed && ctx.req.method === 'GET') {
      sendJson(ctx.res, 200, tasks.has(seed[1]) ? { code: 1, description: '成功', result: `seed-${seed[1]}` } : { code: 4, description: '任务不存在', result: '' });
      return true;
    }
    if (path === '/mj/task/list-by-condition' && ctx.req.method === 'POST') {
      const ids = Array.isArray(body.ids) ? body.ids.map(String) : [];
      const found = ids.map((id) => tasks.get(id)).filter((t): t is MjMockTask => !!t);
      sendJson(ctx.res, 200, found.map((t) => look(ctx, t)));
      return true;
    }
    return false;
  };
  const server = await startMockServer([handler], options);
  return { ...server, tasks };
}
