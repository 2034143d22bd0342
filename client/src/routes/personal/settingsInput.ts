// The notification and price tabs save one settings object; each sends every field it knows.

export const DEFAULT_THRESHOLD = 500000;

/** Presets of spec 000 §9 (the dollar labels are the original's). */
export const THRESHOLD_PRESETS = [
  { value: 100000, label: '0.2 $' },
  { value: 500000, label: '1 $' },
  { value: 1000000, label: '5 $' },
  { value: 5000000, label: '10 $' },
];

export interface SettingsView {
  readonly notifyType: string;
  readonly quotaWarningThreshold: number | null | undefined;
  readonly webhookUrl: string;
  readonly notificationEmail: string;
  readonly acceptUnsetModelRatioModel: boolean;
  readonly recordIpLog: boolean;
}

export interface SettingsValues {
  notifyType: string;
  quotaWarningThreshold: number;
  webhookUrl: string;
  webhookSecret?: string;
  notificationEmail: string;
  acceptUnsetModelRatioModel: boolean;
  recordIpLog: boolean;
}

export function settingsValues(s: SettingsView | null | undefined): SettingsValues {
  return {
    notifyType: s?.notifyType === 'webhook' ? 'webhook' : 'email',
    quotaWarningThreshold: s?.quotaWarningThreshold || DEFAULT_THRESHOLD,
    webhookUrl: s?.webhookUrl ?? '',
    notificationEmail: s?.notificationEmail ?? '',
    acceptUnsetModelRatioModel: s?.acceptUnsetModelRatioModel ?? false,
    recordIpLog: s?.recordIpLog ?? false,
  };
}

/** The mutation input: the secret only when typed (secrets are sent only if non-empty). */
export function settingsInput(v: SettingsValues) {
  return {
    notifyType: v.notifyType,
    quotaWarningThreshold: Number(v.quotaWarningThreshold),
    webhookUrl: v.webhookUrl.trim(),
    ...(v.webhookSecret ? { webhookSecret: v.webhookSecret } : {}),
    notificationEmail: v.notificationEmail.trim(),
    acceptUnsetModelRatioModel: v.acceptUnsetModelRatioModel,
    recordIpLog: v.recordIpLog,
  };
}
