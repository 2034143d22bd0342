import { Suspense } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageLoading } from '../../components/PageLoading';
import { jsonRule } from '../../components/console-admin/useAsyncMutation';
import { toast } from '../../lib/toast';
import { useEditChannelTagMutation } from './useEditChannelTagMutation';
import type { TagEditDrawerQuery } from './__generated__/TagEditDrawerQuery.graphql';

// Edits every channel of a tag at once; empty fields are left alone (PUT /api/channel/tag).

interface Values {
  new_tag?: string;
  model_mapping?: string;
  models?: string[];
  groups?: string[];
  priority?: number | null;
  weight?: number | null;
}

function TagForm({ tag, onClose, onSaved }: { tag: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<TagEditDrawerQuery>(
    graphql`
      query TagEditDrawerQuery($tag: String!) {
        groupNames
        enabledModels
        channelList(keyword: $tag, tagMode: true, first: 100) {
          edges {
            node {
              tag
              models
            }
          }
        }
      }
    `,
    { tag },
    { fetchPolicy: 'network-only' },
  );
  const [form] = Form.useForm<Values>();
  const [edit, saving] = useEditChannelTagMutation();
  // The tag's current models: the longest models string among its channels (GET /api/channel/tag/models).
  const current = data.channelList.edges
    .map((e) => e.node)
    .filter((n) => n.tag === tag)
    .reduce((best, n) => (n.models.length > best.length ? n.models : best), '');
  const initialModels = current.split(',').filter(Boolean);
  const modelOptions = [...new Set([...data.enabledModels, ...initialModels])].map((m) => ({ value: m, label: m }));

  const submit = async (v: Values) => {
    const models = (v.models ?? []).join(',');
    const input = {
      tag,
      newTag: v.new_tag?.trim() && v.new_tag.trim() !== tag ? v.new_tag.trim() : null,
      modelMapping: v.model_mapping?.trim() ? v.model_mapping : null,
      models: models && models !== initialModels.join(',') ? models : null,
      groups: v.groups?.length ? v.groups.join(',') : null,
      priority: typeof v.priority === 'number' ? v.priority : null,
      weight: typeof v.weight === 'number' ? v.weight : null,
    };
    if (Object.entries(input).every(([k, val]) => k === 'tag' || val === null)) return toast.warning('没有任何修改！');
    if (await edit(input)) {
      toast.success('标签更新成功！');
      onSaved();
      onClose();
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ new_tag: tag, models: initialModels }} data-testid="tag-edit-form">
      <Form.Item label={t('标签名称')} name="new_tag" extra={t('修改标签名称会把该标签下的全部渠道移到新标签')}>
        <Input data-testid="tag-new-name" />
      </Form.Item>
      <Form.Item label={t('模型')} name="models" extra={t('留空或不变则不修改')}>
        <Select mode="tags" allowClear options={modelOptions} placeholder={t('请选择该渠道所支持的模型，留空则不更改')} />
      </Form.Item>
      <Form.Item label={t('模型重定向')} name="model_mapping" rules={[jsonRule(t)]} validateTrigger="onBlur" extra={t('留空则不更改')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={'{"gpt-3.5-turbo": "gpt-35-turbo"}'} />
      </Form.Item>
      <Form.Item label={t('分组')} name="groups">
        <Select mode="multiple" allowClear options={data.groupNames.map((g) => ({ value: g, label: g }))} placeholder={t('留空则不更改')} />
      </Form.Item>
      <Space>
        <Form.Item label={t('优先级')} name="priority" rules={[{ type: 'integer', message: t('请输入整数') }]}>
          <InputNumber min={-999} precision={0} placeholder={t('留空则不更改')} style={{ width: 160 }} data-testid="tag-priority" />
        </Form.Item>
        <Form.Item label={t('权重')} name="weight" rules={[{ type: 'integer', min: 0, message: t('请输入非负整数') }]}>
          <InputNumber min={0} precision={0} placeholder={t('留空则不更改')} style={{ width: 160 }} data-testid="tag-weight" />
        </Form.Item>
      </Space>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="tag-edit-submit">
          {t('保存')}
        </Button>
        <Button onClick={onClose}>{t('取消')}</Button>
      </Space>
    </Form>
  );
}

export function TagEditDrawer({ tag, onClose, onSaved }: { tag: string | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer title={t('编辑标签')} open={tag !== null} onClose={onClose} size={520} destroyOnHidden data-testid="tag-edit-drawer">
      {tag !== null && (
        <Suspense fallback={<PageLoading />}>
          <TagForm key={tag} tag={tag} onClose={onClose} onSaved={onSaved} />
        </Suspense>
      )}
    </Drawer>
  );
}
