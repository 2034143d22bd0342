import { z } from 'zod';

// Claude Messages wire shapes (only fields the conversions read). Loose: unknown fields kept.

const imageSource = z.looseObject({
  type: z.string(),
  media_type: z.string().optional(),
  data: z.string().optional(),
  url: z.string().optional(),
});

export const claudeBlockSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  thinking: z.string().optional(),
  signature: z.string().optional(),
  source: imageSource.optional(),
  id: z.string().optional(),
  name: z.string().optional(),
  input: z.unknown().optional(),
  tool_use_id: z.string().optional(),
  content: z.union([z.string(), z.array(z.looseObject({ type: z.string(), text: z.string().optional() }))]).optional(),
  is_error: z.boolean().optional(),
});
export type ClaudeBlock = z.infer<typeof claudeBlockSchema>;

export const claudeRequestSchema = z.looseObject({
  model: z.string().optional(),
  system: z.union([z.string(), z.array(claudeBlockSchema)]).optional(),
  messages: z.array(z.looseObject({ role: z.string(), content: z.union([z.string(), z.array(claudeBlockSchema)]) })),
  max_tokens: z.number().optional(),
  temperature: z.number().optional(),
  top_p: z.number().optional(),
  top_k: z.number().optional(),
  stop_sequences: z.array(z.string()).optional(),
  stream: z.boolean().optional(),
  tools: z
    .array(z.looseObject({ name: z.string(), description: z.string().optional(), input_schema: z.record(z.string(), z.unknown()).optional() }))
    .optional(),
  tool_choice: z.looseObject({ type: z.string(), name: z.string().optional() }).optional(),
  metadata: z.looseObject({ user_id: z.string().optional() }).optional(),
});
export type ClaudeRequest = z.infer<typeof claudeRequestSchema>;

export const claudeUsageSchema = z.looseObject({
  input_tokens: z.number().nullish(),
  output_tokens: z.number().nullish(),
  cache_read_input_tokens: z.number().nullish(),
  cache_creation_input_tokens: z.number().nullish(),
});
export type ClaudeUsage = z.infer<typeof claudeUsageSchema>;

export const claudeResponseSchema = z.looseObject({
  id: z.string().optional(),
  model: z.string().optional(),
  content: z.array(claudeBlockSchema).default([]),
  stop_reason: z.string().nullish(),
  usage: claudeUsageSchema.optional(),
});

export const claudeStreamEventSchema = z.looseObject({
  type: z.string(),
  index: z.number().optional(),
  message: z.looseObject({ id: z.string().optional(), model: z.string().optional(), usage: claudeUsageSchema.optional() }).optional(),
  content_block: claudeBlockSchema.optional(),
  delta: z
    .looseObject({
      type: z.string().optional(),
      text: z.string().optional(),
      thinking: z.string().optional(),
      partial_json: z.string().optional(),
      stop_reason: z.string().nullish(),
    })
    .optional(),
  usage: claudeUsageSchema.optional(),
  error: z.looseObject({ type: z.string(), message: z.string() }).optional(),
});
export type ClaudeStreamEvent = z.infer<typeof claudeStreamEventSchema>;
