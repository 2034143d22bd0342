import { CHANNEL_TYPES } from '../channel/channel-types';

// Built-in model names per provider (GET /api/models: channel type → names), as each of the
// original's adaptors reports in GetModelList. Types speaking plain OpenAI share OpenAI's list.

const OPENAI = [
  'gpt-3.5-turbo', 'gpt-3.5-turbo-0125', 'gpt-3.5-turbo-1106', 'gpt-3.5-turbo-instruct', 'gpt-3.5-turbo-16k',
  'gpt-4', 'gpt-4-0613', 'gpt-4-32k', 'gpt-4-turbo', 'gpt-4-turbo-2024-04-09', 'gpt-4-turbo-preview', 'gpt-4-vision-preview',
  'gpt-4o', 'gpt-4o-2024-05-13', 'gpt-4o-2024-08-06', 'gpt-4o-2024-11-20', 'gpt-4o-mini', 'gpt-4o-mini-2024-07-18',
  'chatgpt-4o-latest', 'gpt-4o-audio-preview', 'gpt-4o-realtime-preview', 'gpt-4o-mini-realtime-preview',
  'gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano', 'gpt-4.5-preview',
  'o1', 'o1-mini', 'o1-preview', 'o1-pro', 'o3', 'o3-mini', 'o3-pro', 'o4-mini',
  'text-embedding-ada-002', 'text-embedding-3-small', 'text-embedding-3-large',
  'text-moderation-latest', 'text-moderation-stable', 'omni-moderation-latest',
  'dall-e-2', 'dall-e-3', 'gpt-image-1', 'whisper-1', 'tts-1', 'tts-1-hd', 'tts-1-1106', 'tts-1-hd-1106',
];

const CLAUDE = [
  'claude-instant-1.2', 'claude-2.0', 'claude-2.1', 'claude-3-haiku-20240307', 'claude-3-sonnet-20240229', 'claude-3-opus-20240229',
  'claude-3-5-haiku-20241022', 'claude-3-5-sonnet-20240620', 'claude-3-5-sonnet-20241022', 'claude-3-7-sonnet-20250219',
  'claude-3-7-sonnet-20250219-thinking', 'claude-sonnet-4-20250514', 'claude-opus-4-20250514',
];

const GEMINI = [
  'gemini-1.5-pro', 'gemini-1.5-flash', 'gemini-1.5-flash-8b', 'gemini-2.0-flash', 'gemini-2.0-flash-lite',
  'gemini-2.0-flash-thinking-exp', 'gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.5-flash-lite-preview-06-17',
  'text-embedding-004', 'imagen-3.0-generate-002',
];

const MJ = [
  'mj_imagine', 'mj_variation', 'mj_reroll', 'mj_blend', 'mj_upscale', 'mj_describe', 'mj_upload', 'mj_modal', 'mj_zoom',
  'mj_custom_zoom', 'mj_shorten', 'mj_high_variation', 'mj_low_variation', 'mj_pan', 'mj_inpaint', 'mj_edits', 'mj_video', 'swap_face',
];

const CATALOG: Record<number, readonly string[]> = {
  2: MJ,
  4: ['llama3.1', 'llama3.2', 'qwen2.5', 'deepseek-r1', 'mistral', 'gemma2'],
  5: MJ,
  11: ['PaLM-2'],
  14: CLAUDE,
  15: ['ERNIE-4.0-8K', 'ERNIE-3.5-8K', 'ERNIE-Speed-8K', 'ERNIE-Speed-128K', 'ERNIE-Lite-8K', 'ERNIE-Tiny-8K', 'Embedding-V1'],
  16: ['glm-4', 'glm-4v', 'glm-3-turbo', 'chatglm_turbo', 'chatglm_pro', 'chatglm_std', 'chatglm_lite'],
  17: ['qwen-turbo', 'qwen-plus', 'qwen-max', 'qwen-max-longcontext', 'qwen-long', 'text-embedding-v1', 'text-embedding-v3'],
  18: ['SparkDesk', 'SparkDesk-v1.1', 'SparkDesk-v2.1', 'SparkDesk-v3.1', 'SparkDesk-v3.5', 'SparkDesk-v4.0'],
  19: ['360GPT_S2_V9', 'embedding-bert-512-v1', 'embedding_s1_v1', 'semantic_similarity_s1_v1'],
  23: ['hunyuan-lite', 'hunyuan-standard', 'hunyuan-standard-256K', 'hunyuan-pro', 'hunyuan-turbo'],
  24: GEMINI,
  25: ['moonshot-v1-8k', 'moonshot-v1-32k', 'moonshot-v1-128k', 'kimi-k2-0711-preview'],
  26: ['glm-4', 'glm-4v', 'glm-4-plus', 'glm-4-air', 'glm-4-flash', 'glm-4-long', 'glm-4.5', 'embedding-2', 'embedding-3'],
  27: ['llama-3-sonar-small-32k-chat', 'llama-3-sonar-large-32k-chat', 'sonar', 'sonar-pro', 'sonar-reasoning'],
  31: ['yi-large', 'yi-medium', 'yi-vision', 'yi-spark', 'yi-large-turbo', 'yi-lightning'],
  33: CLAUDE,
  34: ['command-r', 'command-r-plus', 'command-r7b-12-2024', 'command-a-03-2025', 'rerank-english-v3.0', 'rerank-multilingual-v3.0'],
  35: ['abab6.5-chat', 'abab6.5s-chat', 'abab6-chat', 'abab5.5-chat', 'abab5.5s-chat', 'MiniMax-Text-01'],
  36: ['suno_music', 'suno_lyrics'],
  37: ['dify'],
  38: ['jina-clip-v1', 'jina-reranker-v2-base-multilingual', 'jina-embeddings-v3'],
  39: ['@cf/meta/llama-3.1-8b-instruct', '@cf/meta/llama-3-8b-instruct', '@cf/mistral/mistral-7b-instruct-v0.1', '@cf/qwen/qwen1.5-14b-chat-awq'],
  40: ['deepseek-ai/DeepSeek-V3', 'deepseek-ai/DeepSeek-R1', 'Qwen/Qwen2.5-72B-Instruct', 'BAAI/bge-m3', 'BAAI/bge-reranker-v2-m3'],
  41: [...CLAUDE.filter((m) => m.startsWith('claude-3')), ...GEMINI],
  42: ['open-mistral-7b', 'open-mixtral-8x7b', 'mistral-small-latest', 'mistral-medium-latest', 'mistral-large-latest', 'mistral-embed'],
  43: ['deepseek-chat', 'deepseek-reasoner'],
  44: ['m3e-large', 'm3e-base', 'm3e-small'],
  45: ['Doubao-pro-128k', 'Doubao-pro-32k', 'Doubao-pro-4k', 'Doubao-lite-128k', 'Doubao-lite-32k', 'Doubao-lite-4k', 'Doubao-embedding', 'doubao-seed-1-6-250615'],
  46: ['ernie-4.0-8k-latest', 'ernie-4.0-turbo-8k', 'ernie-3.5-8k', 'ernie-speed-128k', 'ernie-lite-8k', 'deepseek-v3', 'deepseek-r1'],
  47: ['bge-reranker-v2-m3', 'jina-reranker-v2'],
  48: ['grok-2', 'grok-2-vision', 'grok-3', 'grok-3-mini', 'grok-4'],
  49: ['coze-bot'],
  50: ['kling-v1', 'kling-v1-6', 'kling-v2-master'],
  51: ['jimeng_vgfm_t2v_l20'],
};

/** The built-in models of one channel type (OpenAI's for plain-OpenAI types). */
export function builtinModels(type: number): readonly string[] {
  return CATALOG[type] ?? OPENAI;
}

/** GET /api/models: every known channel type (string key) → its built-in model names. */
export function modelCatalog(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const t of CHANNEL_TYPES) out[String(t.value)] = [...builtinModels(t.value)];
  return out;
}
