import { createOpenAICompatibleAdaptor } from '../openai-compatible/adaptor';
import { trimBase } from '../openai-compatible/api';
import { azureUrl } from './api';

// Azure OpenAI (3): OpenAI wire format on deployment URLs with an api-key header.

export const azureAdaptor = createOpenAICompatibleAdaptor({
  slug: 'azure',
  channelTypes: [3],
  forceStreamUsage: true,
  url: azureUrl,
  headers: (channel) => ({ 'api-key': channel.key }),
  modelsUrl: (channel) => `${trimBase(channel.baseUrl)}/openai/models?api-version=${encodeURIComponent(channel.other || '2024-10-21')}`,
});
