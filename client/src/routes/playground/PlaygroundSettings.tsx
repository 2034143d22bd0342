import { useEffect, useMemo } from 'react';
import { Form, Input, InputNumber, Select, Slider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useStatus } from '../../status/StatusProvider';
import type { PlaygroundSettings_viewer$key } from './__generated__/PlaygroundSettings_viewer.graphql';
import type { PlaygroundInputs } from './usePlaygroundChat';

interface Props {
  viewer: PlaygroundSettings_viewer$key;
  inputs: PlaygroundInputs;
  onChange: (patch: Partial<PlaygroundInputs>) => void;
}

/** Group options: the user's group first, "auto" before it when default_use_auto_group is on. */
export function orderGroups<T extends { name: string }>(groups: readonly T[], userGroup: string, autoFirst: boolean): T[] {
  const rank = (g: T) => (autoFirst && g.name === 'auto' ? 0 : g.name === userGroup ? 1 : 2);
  return [...groups].sort((a, b) => rank(a) - rank(b));
}

/** Model names starting with "gpt" first, then the rest, each alphabetical. */
export function orderModels(models: readonly string[]): string[] {
  const gpt = (m: string) => (m.toLowerCase().startsWith('gpt') ? 0 : 1);
  return [...models].sort((a, b) => gpt(a) - gpt(b) || a.localeCompare(b));
}

export function PlaygroundSettings({ viewer, inputs, onChange }: Props) {
  const { t } = useTranslation();
  const status = useStatus();
  const data = useFragment(
    graphql`
      fragment PlaygroundSettings_viewer on User {
        group
        groups {
          name
          desc
          ratio
        }
        usableModels
      }
    `,
    viewer,
  );
  const groups = useMemo(() => orderGroups(data.groups, data.group, status.default_use_auto_group === true), [data, status.default_use_auto_group]);
  const models = useMemo(() => orderModels(data.usableModels), [data.usableModels]);

  // First render: pick the first group, and keep the default model when the user may use it.
  useEffect(() => {
    const patch: Partial<PlaygroundInputs> = {};
    if (!inputs.group && groups[0]) patch.group = groups[0].name;
    if (models.length && !models.includes(inputs.model)) patch.model = models[0];
    if (Object.keys(patch).length) onChange(patch);
  }, [groups, models, inputs.group, inputs.model, onChange]);

  return (
    <Form layout="vertical" data-testid="playground-settings">
      <Form.Item label={t('分组')}>
        <Select
          data-testid="pg-group"
          value={inputs.group || undefined}
          onChange={(group) => onChange({ group })}
          options={groups.map((g) => ({
            value: g.name,
            label: `${g.name}${g.desc && g.desc !== g.name ? ` (${g.desc})` : ''}`,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('模型')}>
        <Select
          data-testid="pg-model"
          showSearch
          value={inputs.model}
          onChange={(model) => onChange({ model })}
          options={models.map((m) => ({ value: m, label: m }))}
        />
      </Form.Item>
      <Form.Item label={`${t('温度')}: ${inputs.temperature || t('默认')}`}>
        <Slider min={0.1} max={1} step={0.1} value={inputs.temperature || undefined} onChange={(temperature) => onChange({ temperature })} />
      </Form.Item>
      <Form.Item label={t('最大Token数')} extra={<Typography.Text type="secondary">{t('0 表示不限制')}</Typography.Text>}>
        <InputNumber
          data-testid="pg-max-tokens"
          min={0}
          precision={0}
          style={{ width: '100%' }}
          value={inputs.maxTokens}
          onChange={(v) => onChange({ maxTokens: Math.trunc(Number(v ?? 0)) || 0 })}
        />
      </Form.Item>
      <Form.Item label={t('系统提示词')}>
        <Input.TextArea data-testid="pg-system" autoSize={{ minRows: 3, maxRows: 8 }} value={inputs.systemPrompt} onChange={(e) => onChange({ systemPrompt: e.target.value })} />
      </Form.Item>
    </Form>
  );
}
