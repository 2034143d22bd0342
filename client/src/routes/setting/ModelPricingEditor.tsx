import { useMemo, useState } from 'react';
import { Button, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useOptions, useSaveOptions } from './optionsContext';
import { PricingInputs } from './PricingInputs';
import { applyPricing, draftOf, mapsOf, pricingChanges, readPricing, removeModel, type PricingDraft, type PricingMaps } from './pricing';

// A table over ModelPrice / ModelRatio / CompletionRatio: search, add, edit, delete and
// batch set; 应用更改 saves the maps that changed.

interface Row {
  name: string;
  price?: number;
  ratio?: number;
  completion?: number;
}

type Editing = { kind: 'add' } | { kind: 'edit'; model: string } | { kind: 'batch' } | null;

export function ModelPricingEditor() {
  const { t } = useTranslation();
  const { values } = useOptions();
  const [save, saving] = useSaveOptions();
  const [maps, setMaps] = useState<PricingMaps>(() => mapsOf(values));
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<PricingDraft>({ mode: 'ratio' });

  const rows = useMemo<Row[]>(() => {
    const names = [...new Set([...Object.keys(maps.price), ...Object.keys(maps.ratio), ...Object.keys(maps.completion)])].sort();
    return names.map((n) => ({ name: n, price: maps.price[n], ratio: maps.ratio[n], completion: maps.completion[n] }));
  }, [maps]);
  const shown = rows.filter((r) => r.name.toLowerCase().includes(search.trim().toLowerCase()));

  const open = (e: Editing) => {
    setEditing(e);
    setName('');
    setDraft(e?.kind === 'edit' ? draftOf(maps, e.model) : { mode: 'ratio' });
  };
  const apply = () => {
    try {
      const v = readPricing(draft);
      if (editing?.kind === 'add') {
        const model = name.trim();
        if (!model) return toast.error('请输入模型名称');
        if (rows.some((r) => r.name === model)) return toast.error('模型名称已存在');
        setMaps(applyPricing(maps, model, v));
      } else if (editing?.kind === 'edit') {
        setMaps(applyPricing(maps, editing.model, v));
      } else if (editing?.kind === 'batch') {
        if (selected.length === 0) return toast.error('请先选择需要批量设置的模型');
        setMaps(selected.reduce((m, model) => applyPricing(m, model, v), maps));
        toast.success(t('已为 {{n}} 个模型设置定价', { n: selected.length }));
      }
      setEditing(null);
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  const fmt = (n?: number) => (n === undefined ? '-' : String(n));
  return (
    <div data-testid="pricing-editor">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('搜索模型名称')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ width: 220 }} data-testid="pricing-search" />
        <Button onClick={() => open({ kind: 'add' })} data-testid="pricing-add">
          {t('添加模型')}
        </Button>
        <Button onClick={() => (selected.length === 0 ? toast.error('请先选择需要批量设置的模型') : open({ kind: 'batch' }))} data-testid="pricing-batch">
          {t('批量设置')} {selected.length > 0 ? `(${selected.length})` : ''}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save(pricingChanges(maps, values))} data-testid="pricing-apply">
          {t('应用更改')}
        </Button>
      </Space>
      <Table<Row>
        size="small"
        rowKey="name"
        dataSource={shown}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (n) => t('共 {{n}} 条', { n }) }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('模型名称'), dataIndex: 'name', render: (n: string) => <Typography.Text code>{n}</Typography.Text> },
          {
            title: t('计费类型'),
            key: 'kind',
            render: (_v, r) => (r.price !== undefined ? <Tag color="purple">{t('按次计费')}</Tag> : <Tag color="blue">{t('按量计费')}</Tag>),
          },
          { title: t('固定价格'), key: 'price', render: (_v, r) => (r.price !== undefined ? `$${r.price}` : '-') },
          { title: t('模型倍率'), key: 'ratio', render: (_v, r) => fmt(r.ratio) },
          { title: t('补全倍率'), key: 'completion', render: (_v, r) => fmt(r.completion) },
          { title: t('输入价格 $/1M tokens'), key: 'in', render: (_v, r) => (r.ratio !== undefined && r.price === undefined ? `$${(r.ratio * 2).toFixed(4)}` : '-') },
          {
            title: t('输出价格 $/1M tokens'),
            key: 'out',
            render: (_v, r) => (r.ratio !== undefined && r.price === undefined ? `$${(r.ratio * 2 * (r.completion ?? 1)).toFixed(4)}` : '-'),
          },
          {
            title: t('操作'),
            key: 'op',
            render: (_v, r) => (
              <Space size={4}>
                <Button size="small" onClick={() => open({ kind: 'edit', model: r.name })}>
                  {t('编辑')}
                </Button>
                <Popconfirm title={t('确定删除此模型的定价吗？')} onConfirm={() => setMaps(removeModel(maps, r.name))}>
                  <Button size="small" danger>
                    {t('删除')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.kind === 'add' ? t('添加模型') : editing?.kind === 'batch' ? t('批量设置') : t('编辑模型')}
        onCancel={() => setEditing(null)}
        onOk={apply}
        okText={t('确定')}
        cancelText={t('取消')}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {editing?.kind === 'add' && <Input placeholder={t('模型名称')} value={name} onChange={(e) => setName(e.target.value)} data-testid="pricing-model-name" />}
          {editing?.kind === 'edit' && <Typography.Text code>{editing.model}</Typography.Text>}
          {editing?.kind === 'batch' && <Typography.Text>{t('已选择 {{n}} 个', { n: selected.length })}</Typography.Text>}
          <PricingInputs value={draft} onChange={setDraft} />
        </Space>
      </Modal>
    </div>
  );
}
