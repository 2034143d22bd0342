import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { jsonRule } from '../../components/console-admin/useAsyncMutation';
import { useOptions, useSaveOptions, type OptionEntry } from './optionsContext';

// One titled settings form over a list of option keys. Switches edit "true"/"false", JSON
// fields are checked on blur, secrets are sent only when filled, and only changes are saved.

export type FieldKind = 'switch' | 'number' | 'text' | 'textarea' | 'json' | 'secret' | 'select';

export interface OptionField {
  key: string;
  label: string;
  kind: FieldKind;
  min?: number;
  max?: number;
  step?: number;
  extra?: string;
  placeholder?: string;
  options?: Array<{ value: string; label: string }>;
  /** Grid width out of 24; textareas default to the full row. */
  span?: number;
}

const TRIM_SLASH = new Set(['ServerAddress', 'WorkerUrl', 'PayAddress', 'WeChatServerAddress']);
type Values = Record<string, unknown>;

/** JSON shown indented; the text is left alone when it does not parse. */
function pretty(raw: string): string {
  try {
    return raw.trim() ? JSON.stringify(JSON.parse(raw), null, 2) : raw;
  } catch {
    return raw;
  }
}

/** Same JSON value, whatever the spacing. */
function sameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return a === b;
  }
}

function initialOf(fields: OptionField[], saved: Record<string, string>): Values {
  const v: Values = {};
  for (const f of fields) {
    const raw = saved[f.key] ?? '';
    if (f.kind === 'switch') v[f.key] = raw === 'true';
    else if (f.kind === 'number') v[f.key] = raw === '' || !Number.isFinite(Number(raw)) ? null : Number(raw);
    else if (f.kind === 'secret') v[f.key] = '';
    else if (f.kind === 'json') v[f.key] = pretty(raw);
    else v[f.key] = raw;
  }
  return v;
}

/** The changed options of a form, switches last (they may need the values saved before them). */
export function changesOf(fields: OptionField[], values: Values, saved: Record<string, string>): OptionEntry[] {
  const out: OptionEntry[] = [];
  for (const f of fields) {
    const v = values[f.key];
    let s: string;
    if (f.kind === 'switch') s = v ? 'true' : 'false';
    else if (f.kind === 'number') {
      if (v === null || v === undefined || v === '') continue;
      s = String(v);
    } else s = String(v ?? '');
    if (TRIM_SLASH.has(f.key)) s = s.trim().replace(/\/+$/, '');
    if (f.kind === 'secret') {
      if (s.trim() !== '') out.push({ key: f.key, value: s });
      continue;
    }
    const before = saved[f.key] ?? (f.kind === 'switch' ? 'false' : '');
    if (f.kind === 'json' ? !sameJson(s, before) : s !== before) out.push({ key: f.key, value: s });
  }
  const rank = (e: OptionEntry) => (fields.find((f) => f.key === e.key)?.kind === 'switch' ? 1 : 0);
  return out.sort((a, b) => rank(a) - rank(b));
}

/** Form.Item hands value/checked and onChange to its child; they are passed on to the control. */
function FieldInput({ f, ...control }: { f: OptionField } & Record<string, unknown>) {
  const { t } = useTranslation();
  const ph = f.placeholder ? t(f.placeholder) : undefined;
  const testId = `opt-${f.key}`;
  switch (f.kind) {
    case 'switch':
      return <Switch {...control} data-testid={testId} />;
    case 'number':
      return <InputNumber {...control} min={f.min} max={f.max} step={f.step} placeholder={ph} style={{ width: '100%' }} data-testid={testId} />;
    case 'textarea':
    case 'json':
      return <Input.TextArea {...control} autoSize={{ minRows: 3, maxRows: 14 }} placeholder={ph} data-testid={testId} style={{ fontFamily: f.kind === 'json' ? 'monospace' : undefined }} />;
    case 'secret':
      return <Input.Password {...control} placeholder={ph ?? t('敏感信息不会发送到前端显示')} autoComplete="new-password" data-testid={testId} />;
    case 'select':
      return <Select {...control} options={f.options?.map((o) => ({ ...o, label: t(o.label) }))} data-testid={testId} />;
    default:
      return <Input {...control} placeholder={ph} data-testid={testId} />;
  }
}

interface Props {
  title: string;
  fields: OptionField[];
  /** Checks before saving; return false to stop. */
  beforeSave?: (changes: OptionEntry[], form: FormInstance) => boolean | Promise<boolean>;
  /** Extra buttons or widgets under the fields. */
  extra?: (form: FormInstance) => ReactNode;
  saveLabel?: string;
  testId?: string;
}

export function OptionSection({ title, fields, beforeSave, extra, saveLabel, testId }: Props) {
  const { t } = useTranslation();
  const { values: saved, version } = useOptions();
  const [form] = Form.useForm();
  const [save] = useSaveOptions();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const changes = changesOf(fields, form.getFieldsValue(true) as Values, saved);
    if (changes.length && beforeSave && !(await beforeSave(changes, form))) return;
    setSaving(true);
    await save(changes);
    setSaving(false);
  };
  return (
    <Card title={t(title)} size="small" style={{ marginBottom: 16 }} data-testid={testId}>
      <Form key={version} form={form} layout="vertical" initialValues={initialOf(fields, saved)}>
        <Row gutter={16}>
          {fields.map((f) => {
            const wide = f.kind === 'json' || f.kind === 'textarea';
            return (
              <Col key={f.key} xs={24} sm={f.span ?? (wide ? 24 : f.kind === 'switch' ? 8 : 12)} md={f.span ?? (wide ? 24 : 8)}>
                <Form.Item
                  label={t(f.label)}
                  name={f.key}
                  valuePropName={f.kind === 'switch' ? 'checked' : 'value'}
                  extra={f.extra ? t(f.extra) : undefined}
                  rules={f.kind === 'json' ? [jsonRule(t)] : undefined}
                  validateTrigger={f.kind === 'json' ? 'onBlur' : 'onChange'}
                >
                  <FieldInput f={f} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        {extra?.(form)}
        <Button type="primary" onClick={() => void submit()} loading={saving} data-testid={testId ? `${testId}-save` : undefined}>
          {t(saveLabel ?? '保存')}
        </Button>
      </Form>
    </Card>
  );
}
