import { azureAdaptor } from './azure/adaptor';
import { bedrockAdaptor } from './bedrock/adaptor';
import { claudeAdaptor } from './claude/adaptor';
import { geminiAdaptor } from './gemini/adaptor';
import { cloudflareAdaptor, compatibleAdaptors, customAdaptor, openAIAdaptor, openAILegacyAdaptor } from './openai-compatible/providers';
import type { ProviderAdaptor } from './types';
import { vertexAdaptor } from './vertex/adaptor';

// Channel type → adaptor. Unknown types speak plain OpenAI.

export const ADAPTORS: readonly ProviderAdaptor[] = [
  openAIAdaptor,
  openAILegacyAdaptor,
  customAdaptor,
  cloudflareAdaptor,
  ...compatibleAdaptors,
  azureAdaptor,
  claudeAdaptor,
  geminiAdaptor,
  bedrockAdaptor,
  vertexAdaptor,
];

const BY_TYPE: ReadonlyMap<number, ProviderAdaptor> = new Map(ADAPTORS.flatMap((a) => a.channelTypes.map((t) => [t, a] as const)));

export function adaptorFor(type: number): ProviderAdaptor {
  return BY_TYPE.get(type) ?? openAIAdaptor;
}
