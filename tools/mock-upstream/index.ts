import { startBedrockMock, handleBedrock } from './bedrock';
import { handleClaude, handleClaudeModels, startClaudeMock } from './claude';
import { handleGemini, startGeminiMock } from './gemini';
import { type MockOptions, type MockServer, startMockServer } from './http-util';
import { handleOpenAI, startOpenAIMock } from './openai';
import { handleGoogleToken, handleVertex, startVertexMock } from './vertex';

// Mock upstreams: one server per provider, or all protocols on one port (routed by path).

export { startOpenAIMock, startClaudeMock, startGeminiMock, startVertexMock, startBedrockMock };
export type { MockOptions, MockServer, RecordedRequest } from './http-util';
export { mockTokens, replyFor, toolReplyFor, thinkingFor, wordsReply } from './reply';
export { chatPromptTokens } from './openai';
export { claudeMessage } from './claude';
export { geminiAnswer } from './gemini';

export interface AllMocks {
  openai: MockServer;
  claude: MockServer;
  gemini: MockServer;
  vertex: MockServer;
  bedrock: MockServer;
  close(): Promise<void>;
}

export async function startAllMocks(options: MockOptions = {}): Promise<AllMocks> {
  const o = { ...options, port: 0 };
  const [openai, claude, gemini, vertex, bedrock] = await Promise.all([
    startOpenAIMock(o),
    startClaudeMock(o),
    startGeminiMock(o),
    startVertexMock(o),
    startBedrockMock(o),
  ]);
  return {
    openai,
    claude,
    gemini,
    vertex,
    bedrock,
    close: async () => {
      await Promise.all([openai, claude, gemini, vertex, bedrock].map((s) => s.close()));
    },
  };
}

/** Every protocol on one server: /v1/messages → Claude, /v1beta/models/... → Gemini, /model/... → Bedrock, the rest → OpenAI. */
export function startCombinedMock(options: MockOptions = {}): Promise<MockServer> {
  return startMockServer([handleClaude, handleClaudeModels, handleGoogleToken, handleVertex, handleBedrock, handleGemini, handleOpenAI], options);
}
