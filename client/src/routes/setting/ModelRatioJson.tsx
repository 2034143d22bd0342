import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useOptions } from './optionsContext';
import { OptionSection } from './OptionSection';
import { useResetModelRatioMutation } from './useResetModelRatioMutation';

// The four pricing maps as JSON text, with a reset of ModelRatio to the shipped defaults.
export function ModelRatioJson() {
  const { t } = useTranslation();
  const { reload } = useOptions();
  const [reset, resetting] = useResetModelRatioMutation();
  return (
    <OptionSection
      title="模型倍率设置"
      testId="section-model-ratio"
      saveLabel="保存模型倍率设置"
      extra={() => (
        <Popconfirm
          title={t('确定重置模型倍率吗？')}
          onConfirm={async () => {
            if (await reset({})) {
              toast.success('重置模型倍率成功');
              reload();
            }
          }}
        >
          <Button danger loading={resetting} style={{ marginBottom: 16 }} data-testid="reset-model-ratio">
            {t('重置模型倍率')}
          </Button>
        </Popconfirm>
      )}
      fields={[
        { key: 'ModelPrice', label: '模型固定价格', kind: 'json', extra: '一次调用消耗多少刀，优先级大于模型倍率' },
        { key: 'ModelRatio', label: '模型倍率', kind: 'json' },
        { key: 'CacheRatio', label: '提示缓存倍率', kind: 'json' },
        { key: 'CompletionRatio', label: '模型补全倍率（仅对自定义模型有效）', kind: 'json', extra: '仅对自定义模型有效' },
      ]}
    />
  );
}
