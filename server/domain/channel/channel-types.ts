// Channel types in new-api numbering (data-model.md §3). Names are the original UI labels.
// `legacy` types still work but are not offered in the UI.

export interface ChannelTypeInfo {
  value: number;
  name: string;
  defaultBaseUrl: string;
  legacy: boolean;
}

const t = (value: number, name: string, defaultBaseUrl = '', legacy = false): ChannelTypeInfo => ({
  value,
  name,
  defaultBaseUrl,
  legacy,
});

export const CHANNEL_TYPES: readonly ChannelTypeInfo[] = [
  t(1, 'OpenAI', 'https://api.openai.com'),
  t(2, 'Midjourney Proxy', 'https://oa.api2d.net'),
  t(3, 'Azure OpenAI'),
  t(4, 'Ollama', 'http://localhost:11434'),
  t(5, 'Midjourney Proxy Plus', 'https://api.openai-sb.com'),
  t(6, 'OpenAIMax', 'https://api.openaimax.com', true),
  t(7, 'OhMyGPT', 'https://api.ohmygpt.com', true),
  t(8, '自定义渠道'),
  t(9, 'AILS', 'https://api.caipacity.com', true),
  t(10, 'AIProxy', 'https://api.aiproxy.io', true),
  t(11, 'Google PaLM2'),
  t(12, 'API2GPT', 'https://api.api2gpt.com', true),
  t(13, 'AIGC2D', 'https://api.aigc2d.com', true),
  t(14, 'Anthropic Claude', 'https://api.anthropic.com'),
  t(15, '百度文心千帆', 'https://aip.baidubce.com'),
  t(16, '智谱 ChatGLM', 'https://open.bigmodel.cn'),
  t(17, '阿里通义千问', 'https://dashscope.aliyuncs.com'),
  t(18, '讯飞星火认知'),
  t(19, '360 智脑', 'https://api.360.cn'),
  t(20, 'OpenRouter', 'https://openrouter.ai/api'),
  t(21, '知识库：AI Proxy', 'https://api.aiproxy.io'),
  t(22, '知识库：FastGPT', 'https://fastgpt.run/api/openapi'),
  t(23, '腾讯混元', 'https://hunyuan.tencentcloudapi.com'),
  t(24, 'Google Gemini', 'https://generativelanguage.googleapis.com'),
  t(25, 'Moonshot', 'https://api.moonshot.cn'),
  t(26, '智谱 GLM-4V', 'https://open.bigmodel.cn'),
  t(27, 'Perplexity', 'https://api.perplexity.ai', true),
  t(31, '零一万物', 'https://api.lingyiwanwu.com'),
  t(33, 'AWS Claude'),
  t(34, 'Cohere', 'https://api.cohere.ai'),
  t(35, 'MiniMax', 'https://api.minimax.chat'),
  t(36, 'Suno API'),
  t(37, 'Dify', 'https://api.dify.ai'),
  t(38, 'Jina', 'https://api.jina.ai'),
  t(39, 'Cloudflare', 'https://api.cloudflare.com'),
  t(40, 'SiliconCloud', 'https://api.siliconflow.cn'),
  t(41, 'Vertex AI'),
  t(42, 'Mistral AI', 'https://api.mistral.ai'),
  t(43, 'DeepSeek', 'https://api.deepseek.com'),
  t(44, '嵌入模型：MokaAI M3E', 'https://api.moka.ai'),
  t(45, '字节火山方舟、豆包通用', 'https://ark.cn-beijing.volces.com'),
  t(46, '百度文心千帆V2', 'https://qianfan.baidubce.com'),
  t(47, 'Xinference'),
  t(48, 'xAI', 'https://api.x.ai'),
  t(49, 'Coze', 'https://api.coze.cn'),
  t(50, '可灵', 'https://api.klingai.com'),
  t(51, '即梦', 'https://visual.volcengineapi.com'),
];

const byValue = new Map(CHANNEL_TYPES.map((c) => [c.value, c]));

export function channelType(value: number): ChannelTypeInfo | undefined {
  return byValue.get(value);
}

/** Default base URL of a channel type; '' when the type has none (the base URL is required). */
export function defaultBaseUrl(type: number): string {
  return byValue.get(type)?.defaultBaseUrl ?? '';
}
