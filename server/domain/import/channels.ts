import { encryptKey } from '../channel/channel-key';
import { f, simpleMapper, type Flavor } from './mapper';
import { toInt, toStr } from './values';

// channels and abilities. Keys are plaintext in the originals and are encrypted on the way in
// the way Tollgate stores them. one-api numbers its channel types differently from 26 on (and
// 2/4/5 are OpenAI-compatible proxies there, Midjourney/Ollama in new-api): data-model.md §3.

/** one-api type → new-api type; a type missing here keeps its number (same in both). */
const ONE_API_TYPES: Record<number, number> = {
  2: 1, // API2D → OpenAI with its base URL
  4: 1, // CloseAI → OpenAI with its base URL
  5: 1, // OpenAI-SB → OpenAI with its base URL
  26: 8, // Baichuan
  27: 35, // Minimax
  28: 42, // Mistral
  29: 8, // Groq
  30: 4, // Ollama
  31: 31, // LingYiWanWu
  32: 8, // StepFun
  33: 33, // AwsClaude
  34: 49, // Coze
  35: 34, // Cohere
  36: 43, // DeepSeek
  37: 39, // Cloudflare
  38: 8, // DeepL
  39: 8, // TogetherAI
  40: 45, // Doubao → VolcEngine
  41: 8, // Novita
  42: 41, // VertexAI
  43: 8, // Proxy
  44: 40, // SiliconFlow
  45: 48, // XAI
  46: 8, // Replicate (no counterpart in Tollgate)
  47: 46, // BaiduV2
  48: 8, // XunfeiV2 (OpenAI-style, unlike new-api's Xunfei)
  49: 17, // AliBailian → Ali
  50: 8, // OpenAICompatible
  51: 8, // GeminiOpenAICompatible
};

/** one-api's default base URLs of the proxies that become plain OpenAI channels. */
const ONE_API_PROXY_BASE: Record<number, string> = {
  2: 'https://oa.api2d.net',
  4: 'https://api.closeai-proxy.xyz',
  5: 'https://api.openai-sb.com',
};

export function mapChannelType(type: number, flavor: Flavor): number {
  if (flavor !== 'one-api') return type;
  return ONE_API_TYPES[type] ?? (type >= 1 && type <= 25 ? type : 8);
}

function parseJson(s: string): Record<string, unknown> {
  try {
    const v = JSON.parse(s);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const channelsMapper = simpleMapper(
  'channels',
  {
    id: f.int(),
    type: f.int(),
    key: f.str(),
    openai_organization: f.nstr(),
    test_model: f.nstr(),
    status: f.int(1),
    name: f.str(),
    weight: f.int(),
    created_time: f.big(),
    test_time: f.big(),
    response_time: f.int(),
    base_url: f.str(),
    other: f.str(),
    balance: f.float(),
    balance_updated_time: f.big(),
    models: f.str(),
    group: f.str('default'),
    used_quota: f.big(),
    model_mapping: f.str(),
    status_code_mapping: f.str(),
    priority: f.big(),
    auto_ban: f.int(1),
    other_info: f.str(),
    tag: f.nstr(),
    setting: f.str(),
    param_override: f.str(),
    channel_info: f.str(),
  },
  {
    extraReads: ['config'],
    fix(out, row, ctx) {
      const type = toInt(out.type);
      if (ctx.flavor === 'one-api') {
        out.type = mapChannelType(type, 'one-api');
        if (ONE_API_PROXY_BASE[type] && !out.base_url) out.base_url = ONE_API_PROXY_BASE[type];
        // one-api keeps a few settings in `config` that new-api keeps in `other`.
        const config = parseJson(toStr(row.config));
        if (!out.other) {
          if (type === 3 && config.api_version) out.other = toStr(config.api_version);
          if (type === 37 && config.user_id) out.other = toStr(config.user_id);
          if (type === 42 && config.region) out.other = toStr(config.region);
        }
      }
      out.key = encryptKey(ctx.secret, toStr(out.key));
      return out;
    },
  },
);

export const abilitiesMapper = simpleMapper(
  'abilities',
  {
    group: f.str('default'),
    model: f.str(),
    channel_id: f.int(),
    enabled: f.bool(true),
    priority: f.big(),
    weight: f.int(),
    tag: f.nstr(),
  },
  {
    key: ['group', 'model', 'channel_id'],
    paged: false,
    sequence: false,
    conflict: { fresh: 'skip', force: 'update' },
    fix: (out, _row, ctx) => (ctx.channelIds.has(toInt(out.channel_id)) ? out : null),
  },
);
