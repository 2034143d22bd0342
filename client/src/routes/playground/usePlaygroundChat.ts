import { useCallback, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { streamChat } from './chatStream';

// Message list and streaming state of the playground (spec 002 §4: loading → incomplete →
// complete on [DONE] or stream close; error on a stream error).

export type MessageStatus = 'loading' | 'incomplete' | 'complete' | 'error';
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: MessageStatus;
}

export interface PlaygroundInputs {
  group: string;
  model: string;
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
}

export const DEFAULT_INPUTS: PlaygroundInputs = {
  group: '',
  model: 'gpt-4o-mini',
  temperature: 0,
  maxTokens: 0,
  systemPrompt: 'You are a helpful assistant.',
};

/** The sample greeting exchange shown before the first question. */
export const SAMPLE_MESSAGES: ChatMessage[] = [
  { id: 'sample-user', role: 'user', content: '你好', status: 'complete' },
  { id: 'sample-assistant', role: 'assistant', content: '你好，请问有什么可以帮助您的吗？', status: 'complete' },
];

let seq = 0;
const nextId = () => `m${Date.now()}-${++seq}`;

export function buildPayload(inputs: PlaygroundInputs, history: ChatMessage[]) {
  const messages: Array<{ role: string; content: string }> = history
    .filter((m) => m.status !== 'error' && m.content)
    .map((m) => ({ role: m.role, content: m.content }));
  if (inputs.systemPrompt) messages.unshift({ role: 'system', content: inputs.systemPrompt });
  const maxTokens = Math.trunc(Number(inputs.maxTokens)) || 0;
  return {
    model: inputs.model,
    group: inputs.group,
    messages,
    // 0 means unset: the upstream default applies (the slider's minimum is 0.1).
    ...(maxTokens > 0 ? { max_tokens: maxTokens } : {}),
    ...(inputs.temperature > 0 ? { temperature: inputs.temperature } : {}),
  };
}

export function usePlaygroundChat(inputs: PlaygroundInputs) {
  const [messages, setMessages] = useState<ChatMessage[]>(SAMPLE_MESSAGES);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const update = (id: string, fn: (m: ChatMessage) => ChatMessage) => setMessages((list) => list.map((m) => (m.id === id ? fn(m) : m)));

  const send = useCallback(
    (text: string) => {
      const user: ChatMessage = { id: nextId(), role: 'user', content: text, status: 'complete' };
      const reply: ChatMessage = { id: nextId(), role: 'assistant', content: '', status: 'loading' };
      const history = [...messages, user];
      setMessages([...history, reply]);
      setBusy(true);
      abort.current = new AbortController();
      void streamChat(
        buildPayload(inputs, history),
        {
          onDelta: (d) => update(reply.id, (m) => ({ ...m, content: m.content + d, status: 'incomplete' })),
          onDone: () => update(reply.id, (m) => ({ ...m, status: 'complete' })),
          onError: (e) => update(reply.id, (m) => ({ ...m, content: m.content + e, status: 'error' })),
          onBadData: () => toast.error('聊天数据解析失败'),
        },
        abort.current.signal,
      ).finally(() => setBusy(false));
    },
    [messages, inputs],
  );

  const clear = useCallback(() => {
    abort.current?.abort();
    setMessages([]);
  }, []);

  return { messages, busy, send, clear };
}
