import { consoleHeaders, handleExpiredSession } from '../../lib/session';

// POST /pg/chat/completions and reads its server-sent events. One of the two fetch() calls the
// console makes outside Relay (streaming is not GraphQL).

export interface ChatRequest {
  model: string;
  group: string;
  messages: Array<{ role: string; content: string }>;
  max_tokens?: number;
  temperature?: number;
}

export interface StreamHandlers {
  onDelta: (text: string) => void;
  onDone: () => void;
  /** The server answered an error (non-2xx or an error event): its text goes into the message. */
  onError: (text: string) => void;
  /** A data line that is not JSON. */
  onBadData: () => void;
}

function errorText(raw: string): string {
  try {
    const j = JSON.parse(raw) as { error?: { message?: string }; message?: string };
    return j.error?.message ?? j.message ?? raw;
  } catch {
    return raw;
  }
}

/** Handles one SSE data payload; returns true at the end marker. */
function handleData(data: string, h: StreamHandlers): boolean {
  if (data === '[DONE]') return true;
  let chunk: { choices?: Array<{ delta?: { content?: string | null } }>; error?: unknown };
  try {
    chunk = JSON.parse(data);
  } catch {
    h.onBadData();
    return false;
  }
  if (chunk.error) {
    h.onError(errorText(data));
    return true;
  }
  const text = chunk.choices?.[0]?.delta?.content;
  if (text) h.onDelta(text);
  return false;
}

export async function streamChat(body: ChatRequest, h: StreamHandlers, signal?: AbortSignal): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/pg/chat/completions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...consoleHeaders(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ ...body, stream: true }),
      signal,
    });
  } catch (err) {
    h.onError((err as Error).message);
    return;
  }
  if (res.status === 401) handleExpiredSession();
  if (!res.ok || !res.body) {
    h.onError(errorText(await res.text().catch(() => `${res.status}`)));
    return;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const trimmed = line.trim();
        if (!trimmed.startsWith('data:')) continue;
        if (handleData(trimmed.slice(5).trim(), h)) {
          await reader.cancel().catch(() => {});
          if (trimmed.slice(5).trim() === '[DONE]') h.onDone();
          return;
        }
      }
    }
  } catch (err) {
    if (signal?.aborted) return h.onDone();
    h.onError((err as Error).message);
    return;
  }
  // A stream closed without the end marker also completes.
  h.onDone();
}
