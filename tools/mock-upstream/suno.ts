import { type MockContext, type MockOptions, type MockServer, header, isObject, sendJson, startMockServer } from './http-util';

// Suno-API wire protocol (as new-api's Suno adaptor speaks it): POST /suno/submit/{music|lyrics}
// → {code:"success", message:"", data:"<task id>"}; POST /suno/fetch {ids} and GET
// /suno/fetch/:id → task objects {task_id, action, status, fail_reason, submit_time,
// start_time, finish_time, progress, data} moving NOT_START → IN_PROGRESS → SUCCESS over
// successive looks. Requires `Authorization: Bearer …` (401 otherwise).
//
// Magic prompts (substring): "mock-fail" → the task ends in FAILURE; "mock-submit-error" →
// {code:"error"} at submit; "mock-http-500" → HTTP 500 at submit.

export interface SunoMockTask {
  id: string;
  action: string;
  prompt: string;
  fail: boolean;
  looks: number;
  submitTime: number;
}

export interface SunoMock extends MockServer {
  tasks: Map<string, SunoMockTask>;
}

let seq = 0;

function taskObject(ctx: MockContext, t: SunoMockTask) {
  const base = `http://${ctx.req.headers.host}`;
  const stage = t.looks;
  const done = stage >= 2;
  const status = stage === 0 ? 'NOT_START' : !done ? 'IN_PROGRESS' : t.fail ? 'FAILURE' : 'SUCCESS';
  const data =
    t.action === 'LYRICS'
      ? { id: `${t.id}-lyrics`, title: 'Mock song', text: `[Verse]\n${t.prompt}`, status: done ? 'complete' : 'running' }
      : [{ id: `${t.id}-clip`, title: 'Mock song', status: done ? 'complete' : 'streaming', audio_url: done && !t.fail ? `${base}/audio/${t.id}.mp3` : '', prompt: t.prompt }];
  return {
    task_id: t.id,
    action: t.action,
    status,
    fail_reason: done && t.fail ? 'mock failure' : '',
    submit_time: Math.floor(t.submitTime / 1000),
    start_time: stage > 0 ? Math.floor(t.submitTime / 1000) + 1 : 0,
    finish_time: done ? Math.floor(t.submitTime / 1000) + 2 : 0,
    progress: stage === 0 ? '0%' : !done ? '50%' : '100%',
    data: stage === 0 ? null : data,
  };
}

function look(ctx: MockContext, t: SunoMockTask) {
  const obj = taskObject(ctx, t);
  t.looks++;
  return obj;
}

export async function startSunoMock(options: MockOptions = {}): Promise<SunoMock> {
  const tasks = new Map<string, SunoMockTask>();
  const handler = async (ctx: MockContext): Promise<boolean> => {
    const path = ctx.url.pathname;
    if (!path.startsWith('/suno/')) return false;
    if (!/^Bearer\s+\S+/.test(header(ctx, 'authorization') ?? '')) return (sendJson(ctx.res, 401, { code: 'unauthorized', message: 'missing key', data: null }), true);
    const body = isObject(ctx.json) ? ctx.json : {};
    const submit = /^\/suno\/submit\/([A-Za-z]+)$/.exec(path);
    if (submit && ctx.req.method === 'POST') {
      const action = submit[1].toUpperCase();
      if (action !== 'MUSIC' && action !== 'LYRICS') return (sendJson(ctx.res, 400, { code: 'invalid_action', message: 'invalid action', data: null }), true);
      const prompt = String(body.prompt ?? body.gpt_description_prompt ?? '');
      if (prompt.includes('mock-http-500')) return (sendJson(ctx.res, 500, { code: 'error', message: 'mock upstream error', data: null }), true);
      if (prompt.includes('mock-submit-error')) return (sendJson(ctx.res, 200, { code: 'error', message: 'mock submit error', data: null }), true);
      const id = `suno-${Date.now()}-${++seq}`;
      tasks.set(id, { id, action, prompt, fail: prompt.includes('mock-fail'), looks: 0, submitTime: Date.now() });
      sendJson(ctx.res, 200, { code: 'success', message: '', data: id });
      return true;
    }
    if (path === '/suno/fetch' && ctx.req.method === 'POST') {
      const ids = Array.isArray(body.ids) ? body.ids.map(String) : [];
      const found = ids.map((id) => tasks.get(id)).filter((t): t is SunoMockTask => !!t);
      sendJson(ctx.res, 200, { code: 'success', message: '', data: found.map((t) => look(ctx, t)) });
      return true;
    }
    const one = /^\/suno\/fetch\/([^/]+)$/.exec(path);
    if (one && ctx.req.method === 'GET') {
      const t = tasks.get(one[1]);
      if (!t) return (sendJson(ctx.res, 404, { code: 'task_not_exist', message: 'task_not_exist', data: null }), true);
      sendJson(ctx.res, 200, { code: 'success', message: '', data: look(ctx, t) });
      return true;
    }
    return false;
  };
  const server = await startMockServer([handler], options);
  return { ...server, tasks };
}
