import { z } from 'zod';

// The JSON kept in users.setting (spec 000 §3). Unknown keys are kept when rewriting.

export const userSettingSchema = z.looseObject({
  notify_type: z.string().optional().catch(undefined),
  quota_warning_threshold: z.number().optional().catch(undefined),
  webhook_url: z.string().optional().catch(undefined),
  webhook_secret: z.string().optional().catch(undefined),
  notification_email: z.string().optional().catch(undefined),
  accept_unset_model_ratio_model: z.boolean().optional().catch(undefined),
  record_ip_log: z.boolean().optional().catch(undefined),
});
export type UserSetting = z.infer<typeof userSettingSchema>;

export function parseUserSetting(text: string | null | undefined): UserSetting {
  if (!text) return {};
  try {
    const r = userSettingSchema.safeParse(JSON.parse(text));
    return r.success ? r.data : {};
  } catch {
    return {};
  }
}
