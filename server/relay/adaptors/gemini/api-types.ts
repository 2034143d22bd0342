import { z } from 'zod';

// Gemini generateContent wire shapes (camelCase; snake_case aliases the API also accepts are read too).

export const geminiPartSchema = z.looseObject({
  text: z.string().optional(),
  thought: z.boolean().optional(),
  inlineData: z.looseObject({ mimeType: z.string(), data: z.string() }).optional(),
  inline_data: z.looseObject({ mime_type: z.string(), data: z.string() }).optional(),
  fileData: z.looseObject({ mimeType: z.string().optional(), fileUri: z.string() }).optional(),
  functionCall: z.looseObject({ name: z.string(), args: z.record(z.string(), z.unknown()).optional() }).optional(),
  functionResponse: z.looseObject({ name: z.string(), response: z.unknown().optional() }).optional(),
});
export type GeminiPart = z.infer<typeof geminiPartSchema>;

const contentSchema = z.looseObject({ role: z.string().optional(), parts: z.array(geminiPartSchema).default([]) });

const generationConfigSchema = z.looseObject({
  temperature: z.number().optional(),
  topP: z.number().optional(),
  topK: z.number().optional(),
  maxOutputTokens: z.number().optional(),
  stopSequences: z.array(z.string()).optional(),
});

export const geminiRequestSchema = z.looseObject({
  contents: z.array(contentSchema).default([]),
  systemInstruction: contentSchema.optional(),
  system_instruction: contentSchema.optional(),
  generationConfig: generationConfigSchema.optional(),
  generation_config: generationConfigSchema.optional(),
  tools: z
    .array(
      z.looseObject({
        functionDeclarations: z
          .array(z.looseObject({ name: z.string(), description: z.string().optional(), parameters: z.record(z.string(), z.unknown()).optional() }))
          .optional(),
      }),
    )
    .optional(),
  toolConfig: z
    .looseObject({
      functionCallingConfig: z.looseObject({ mode: z.string().optional(), allowedFunctionNames: z.array(z.string()).optional() }).optional(),
    })
    .optional(),
});
export type GeminiRequest = z.infer<typeof geminiRequestSchema>;

export const geminiUsageSchema = z.looseObject({
  promptTokenCount: z.number().optional(),
  candidatesTokenCount: z.number().optional(),
  thoughtsTokenCount: z.number().optional(),
  cachedContentTokenCount: z.number().optional(),
  totalTokenCount: z.number().optional(),
});
export type GeminiUsage = z.infer<typeof geminiUsageSchema>;

export const geminiResponseSchema = z.looseObject({
  candidates: z
    .array(z.looseObject({ content: contentSchema.optional(), finishReason: z.string().optional(), index: z.number().optional() }))
    .default([]),
  usageMetadata: geminiUsageSchema.optional(),
  modelVersion: z.string().optional(),
  responseId: z.string().optional(),
  error: z.looseObject({ message: z.string(), status: z.string().optional() }).optional(),
});
