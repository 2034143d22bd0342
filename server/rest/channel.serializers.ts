import type { Channel } from '../db/generated/client';

// Legacy channel JSON: snake_case, every field (reference/data-model.md §1 channels).

function json(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function legacyChannel(c: Channel) {
  const info = json(c.channelInfo);
  return {
    id: c.id,
    type: c.type,
    key: c.key,
    openai_organization: c.openaiOrganization,
    test_model: c.testModel,
    status: c.status,
    name: c.name,
    weight: c.weight,
    created_time: Number(c.createdTime),
    test_time: Number(c.testTime),
    response_time: c.responseTime,
    base_url: c.baseUrl ?? '',
    other: c.other,
    balance: c.balance,
    balance_updated_time: Number(c.balanceUpdatedTime),
    models: c.models,
    group: c.group,
    used_quota: Number(c.usedQuota),
    model_mapping: c.modelMapping ?? '',
    status_code_mapping: c.statusCodeMapping ?? '',
    priority: Number(c.priority),
    auto_ban: c.autoBan,
    other_info: c.otherInfo,
    tag: c.tag,
    setting: c.setting ?? '',
    param_override: c.paramOverride ?? '',
    channel_info: info && typeof info === 'object' ? info : { is_multi_key: false, multi_key_size: 0, multi_key_status_list: {}, multi_key_polling_index: 0, multi_key_mode: '' },
  };
}
