import { Suspense } from 'react';
import { App, Button, Divider, Drawer, Form, Input, InputNumber, Radio, Result, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { isJsonText, jsonRule } from '../../components/console-admin/useAsyncMutation';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { toast } from '../../lib/toast';
import { useUpdateChannelMutation } from '../channel/useUpdateChannelMutation';
import { NEW_CHANNEL, OTHER_FIELD, commonModels, toChannelInput, type ChannelFormValues } from './channelForm';
import { useCreateChannelMutation } from './useCreateChannelMutation';
import { useFetchChannelModelsMutation } from './useFetchChannelModelsMutation';
import type { ChannelEditDrawerQuery } from './__generated__/ChannelEditDrawerQuery.graphql';
import type { ChannelEditDrawerUpstreamQuery } from './__generated__/ChannelEditDrawerUpstreamQuery.graphql';

// Create or edit a channel (spec 001 §3 fields, §5 rules).

const upstreamQuery = graphql`
  query ChannelEditDrawerUpstreamQuery($id: Int!) {
    channelUpstreamModels(id: $id)
  }
`;

const list = (s: string | null | undefined) => (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);

function ChannelForm({ channelId, onClose, onSaved }: { channelId?: number; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const env = useRelayEnvironment();
  const editing = channelId !== undefined;
  const data = useLazyLoadQuery<ChannelEditDrawerQuery>(
    graphql`
      query ChannelEditDrawerQuery($id: Int!, $skip: Boolean!) {
        channelTypes {
          value
          name
          defaultBaseUrl
          legacy
        }
        groupNames
        builtinModels
        channel(id: $id) @skip(if: $skip) {
          name
          type
          baseUrl
          other
          openaiOrganization
          models
          group
          modelMapping
          statusCodeMapping
          autoBan
          testModel
          priority
          weight
          tag
          setting
          paramOverride
        }
      }
    `,
    { id: channelId ?? 0, skip: !editing },
    { fetchPolicy: 'network-only' },
  );
  const c = data.channel;
  const [form] = Form.useForm<ChannelFormValues>();
  const type = Form.useWatch('type', form) ?? 1;
  const mode = Form.useWatch('mode', form) ?? 'single';
  const [create, creating] = useCreateChannelMutation();
  const [update, updating] = useUpdateChannelMutation();
  const [fetchModels, fetching] = useFetchChannelModelsMutation();
  const models = Form.useWatch('models', form) ?? [];

  if (editing && !c) return <Result status="warning" title={t('渠道未找到，请刷新页面后重试')} />;
  const initial: Partial<ChannelFormValues> = c
    ? {
        type: c.type,
        name: c.name,
        key: '',
        base_url: c.baseUrl,
        other: c.other,
        openai_organization: c.openaiOrganization ?? '',
        models: list(c.models),
        groups: list(c.group),
        model_mapping: c.modelMapping,
        status_code_mapping: c.statusCodeMapping,
        auto_ban: c.autoBan !== 0,
        test_model: c.testModel ?? '',
        priority: Number(c.priority),
        weight: c.weight,
        tag: c.tag ?? '',
        setting: c.setting,
        param_override: c.paramOverride,
        mode: 'single',
      }
    : NEW_CHANNEL;
  const typeInfo = data.channelTypes.find((x) => x.value === type);
  const other = OTHER_FIELD[type];
  const multiLineKey = mode !== 'single' || type === 41;
  const modelOptions = [...new Set([...data.builtinModels, ...models])].map((m) => ({ value: m, label: m }));

  const setModels = (next: string[], note?: string) => {
    form.setFieldValue('models', [...new Set(next)]);
    if (note) toast.success(note);
  };
  const fillUpstream = async () => {
    const v = form.getFieldsValue();
    let fetched: readonly string[] | null = null;
    if (editing && !v.key?.trim()) {
      const r = await fetchQuery<ChannelEditDrawerUpstreamQuery>(env, upstreamQuery, { id: channelId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch((e: Error) => {
          toast.error(e.message || '获取模型列表失败');
          return null;
        });
      fetched = r?.channelUpstreamModels ?? null;
    } else {
      if (!v.key?.trim()) return toast.error('请填写密钥');
      const r = await fetchModels({ baseUrl: v.base_url ?? '', type: v.type, key: v.key });
      fetched = r?.fetchChannelModels ?? null;
    }
    if (fetched) setModels([...fetched], t('获取模型列表成功'));
  };

  const save = async (v: ChannelFormValues) => {
    if (!v.name?.trim() || (!editing && !v.key?.trim())) return toast.error('请填写渠道名称和渠道密钥！');
    if (!v.models?.length) return toast.error('请至少选择一个模型！');
    for (const f of ['model_mapping', 'status_code_mapping', 'setting', 'param_override'] as const) {
      if (!isJsonText(v[f])) return toast.error('不是合法的 JSON 字符串');
    }
    const base = (v.base_url ?? '').trim().replace(/\/+$/, '');
    if (base.endsWith('/v1')) {
      const go = await modal.confirm({
        title: t('警告'),
        content: t('不需要在末尾加/v1，系统会自动处理，添加后可能导致请求失败，是否继续？'),
        okText: t('继续'),
        cancelText: t('取消'),
      });
      if (!go) return;
    }
    const input = toChannelInput(v, channelId);
    if (editing) {
      if (!(await update({ channel: input }))) return;
      toast.success('渠道更新成功！');
    } else {
      const r = await create({ channel: input, mode: v.mode, multiKeyMode: v.mode === 'multi_to_single' ? (v.multi_key_mode ?? 'random') : null });
      if (!r) return;
      toast.success('渠道创建成功！');
    }
    onSaved();
    onClose();
  };

  const jsonItem = (name: keyof ChannelFormValues, label: string, placeholder: string, extra?: string) => (
    <Form.Item label={t(label)} name={name} rules={[jsonRule(t)]} validateTrigger="onBlur" extra={extra ? t(extra) : undefined}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} placeholder={placeholder} data-testid={`channel-${name}`} />
    </Form.Item>
  );

  return (
    <Form<ChannelFormValues> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} data-testid="channel-edit-form">
      <Form.Item label={t('类型')} name="type" rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={data.channelTypes.filter((x) => !x.legacy || x.value === type).map((x) => ({ value: x.value, label: `${x.value} · ${x.name}` }))}
          data-testid="channel-type"
        />
      </Form.Item>
      <Form.Item label={t('名称')} name="name">
        <Input placeholder={t('请为渠道命名')} data-testid="channel-name" />
      </Form.Item>
      {!editing && (
        <Form.Item label={t('添加模式')} name="mode">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'single', label: t('单个') },
              { value: 'batch', label: t('批量（每行一个密钥，各建一个渠道）') },
              { value: 'multi_to_single', label: t('多密钥聚合为一个渠道') },
            ]}
            data-testid="channel-mode"
          />
        </Form.Item>
      )}
      {mode === 'multi_to_single' && (
        <Form.Item label={t('密钥聚合模式')} name="multi_key_mode">
          <Radio.Group options={[{ value: 'random', label: t('随机') }, { value: 'polling', label: t('轮询') }]} />
        </Form.Item>
      )}
      <Form.Item label={t('密钥')} name="key" extra={editing ? t('留空则不更改密钥') : mode !== 'single' ? t('每行一个密钥') : undefined}>
        {multiLineKey ? (
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} placeholder={type === 41 ? t('请输入 JSON 格式的服务账号密钥') : t('请输入密钥，一行一个')} data-testid="channel-key" />
        ) : (
          <Input.Password placeholder={editing ? t('密钥，留空则不更改') : t('请输入渠道对应的鉴权密钥')} data-testid="channel-key" autoComplete="new-password" />
        )}
      </Form.Item>
      <Form.Item label={type === 3 ? 'AZURE_OPENAI_ENDPOINT' : t('API地址')} name="base_url" extra={t('末尾的斜杠会被去掉')}>
        <Input placeholder={typeInfo?.defaultBaseUrl || t('请输入 API 地址')} data-testid="channel-base-url" />
      </Form.Item>
      {other && (
        <Form.Item label={t(other.label)} name="other" rules={other.json ? [jsonRule(t)] : undefined} validateTrigger="onBlur">
          {other.json ? <Input.TextArea autoSize={{ minRows: 3 }} placeholder={other.placeholder} /> : <Input placeholder={t(other.placeholder)} data-testid="channel-other" />}
        </Form.Item>
      )}
      {type === 1 && (
        <Form.Item label={t('组织')} name="openai_organization">
          <Input placeholder={t('请输入组织org-xxx')} />
        </Form.Item>
      )}
      <Form.Item label={t('模型')} name="models" extra={t('可直接输入自定义模型名称后回车')}>
        <Select mode="tags" allowClear options={modelOptions} placeholder={t('请选择该渠道所支持的模型')} maxTagCount={30} data-testid="channel-models" />
      </Form.Item>
      <Space wrap style={{ marginTop: -12, marginBottom: 16 }}>
        <Button size="small" onClick={() => setModels([...models, ...commonModels(type, data.builtinModels)])} data-testid="channel-fill-common">
          {t('填入相关模型')}
        </Button>
        <Button size="small" onClick={() => setModels([...models, ...data.builtinModels])}>
          {t('填入所有模型')}
        </Button>
        <Button size="small" loading={fetching} onClick={() => void fillUpstream()} data-testid="channel-fetch-models">
          {t('获取模型列表')}
        </Button>
        <Button size="small" danger onClick={() => setModels([])} data-testid="channel-clear-models">
          {t('清除所有模型')}
        </Button>
      </Space>
      {jsonItem('model_mapping', '模型重定向', '{\n  "gpt-3.5-turbo": "gpt-35-turbo"\n}', '此项可选，用于修改请求体中的模型名称，为一个 JSON 字符串，键为请求中模型名称，值为要替换的模型名称')}
      {jsonItem('status_code_mapping', '状态码复写', '{\n  "400": "500"\n}', '此项可选，用于复写返回的状态码，仅影响本地判断，不修改返回到上游的状态码')}
      <Form.Item label={t('分组')} name="groups">
        <Select mode="multiple" allowClear options={data.groupNames.map((g) => ({ value: g, label: g }))} placeholder={t('请选择可以使用该渠道的分组')} data-testid="channel-groups" />
      </Form.Item>
      <Divider plain>{t('高级设置')}</Divider>
      <Form.Item label={t('是否自动禁用')} name="auto_ban" valuePropName="checked" extra={t('仅当自动禁用开启时有效，关闭后不会自动禁用该渠道')}>
        <Switch data-testid="channel-auto-ban" />
      </Form.Item>
      <Form.Item label={t('默认测试模型')} name="test_model">
        <Input placeholder={t('不填则为模型列表第一个')} data-testid="channel-test-model" />
      </Form.Item>
      <Space wrap>
        <Form.Item label={t('优先级')} name="priority">
          <InputNumber min={-999} precision={0} style={{ width: 160 }} data-testid="channel-priority-input" />
        </Form.Item>
        <Form.Item label={t('权重')} name="weight">
          <InputNumber min={0} precision={0} style={{ width: 160 }} data-testid="channel-weight-input" />
        </Form.Item>
      </Space>
      <Form.Item label={t('标签')} name="tag">
        <Input placeholder={t('渠道标签')} data-testid="channel-tag" />
      </Form.Item>
      {jsonItem('setting', '渠道额外设置', '{\n  "force_format": true\n}')}
      {jsonItem('param_override', '参数覆盖', '{\n  "temperature": 0\n}', '此项可选，用于覆盖请求参数，不支持覆盖 stream 参数')}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('渠道类型')}: {typeInfo?.name}
      </Typography.Paragraph>
      <Space>
        <Button type="primary" htmlType="submit" loading={creating || updating} data-testid="channel-submit">
          {t('提交')}
        </Button>
        <Button onClick={onClose}>{t('取消')}</Button>
      </Space>
    </Form>
  );
}

export function ChannelEditDrawer({ channelId, onClose, onSaved }: { channelId: number | 'new' | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const id = typeof channelId === 'number' ? channelId : undefined;
  return (
    <Drawer
      open={channelId !== undefined}
      onClose={onClose}
      title={id !== undefined ? t('更新渠道信息') : t('创建新的渠道')}
      size={mobile ? '100%' : 600}
      destroyOnHidden
      data-testid="channel-edit-drawer"
    >
      {channelId !== undefined && (
        <ErrorBoundary fallback={(e) => <Result status="warning" title={e.message} />}>
          <Suspense fallback={<PageLoading />}>
            <ChannelForm key={String(channelId)} channelId={id} onClose={onClose} onSaved={onSaved} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Drawer>
  );
}
