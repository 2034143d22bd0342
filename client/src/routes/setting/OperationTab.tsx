import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { OptionSection } from './OptionSection';
import { ModelRatioJson } from './ModelRatioJson';
import { ModelPricingEditor } from './ModelPricingEditor';
import { UnsetModels } from './UnsetModels';

// Operation settings: general, quotas, chats, logs, monitoring, sensitive words, drawing,
// dashboard, group ratios, and the three pricing sub-tabs.

export function OperationTab() {
  const { t } = useTranslation();
  return (
    <>
      <OptionSection
        title="通用设置"
        testId="section-general"
        fields={[
          { key: 'TopUpLink', label: '充值链接', kind: 'text', placeholder: '例如发卡网站的购买链接' },
          { key: 'general_setting.docs_link', label: '文档地址', kind: 'text', placeholder: '例如 https://docs.newapi.pro' },
          { key: 'QuotaPerUnit', label: '单位美元额度', kind: 'number', min: 0, extra: '一单位货币能兑换的额度' },
          { key: 'USDExchangeRate', label: '美元汇率（非充值汇率，仅用于定价页面换算）', kind: 'number', min: 0, step: 0.1 },
          { key: 'RetryTimes', label: '失败重试次数', kind: 'number', min: 0 },
          { key: 'DisplayInCurrencyEnabled', label: '以货币形式显示额度', kind: 'switch' },
          { key: 'DisplayTokenStatEnabled', label: '额度查询接口返回令牌额度而非用户额度', kind: 'switch' },
          { key: 'DefaultCollapseSidebar', label: '默认折叠侧边栏', kind: 'switch' },
          { key: 'SelfUseModeEnabled', label: '自用模式', kind: 'switch', extra: '开启后不限制：必须设置模型倍率' },
          { key: 'DemoSiteEnabled', label: '演示站点模式', kind: 'switch' },
        ]}
      />
      <OptionSection
        title="额度设置"
        testId="section-quota"
        fields={[
          { key: 'QuotaForNewUser', label: '新用户初始额度', kind: 'number', min: 0 },
          { key: 'PreConsumedQuota', label: '请求预扣费额度', kind: 'number', min: 0, extra: '请求结束后多退少补' },
          { key: 'QuotaForInviter', label: '邀请新用户奖励额度', kind: 'number', min: 0 },
          { key: 'QuotaForInvitee', label: '新用户使用邀请码奖励额度', kind: 'number', min: 0 },
          { key: 'QuotaRemindThreshold', label: '额度提醒阈值', kind: 'number', min: 0, extra: '低于此额度时将发送邮件提醒用户' },
        ]}
      />
      <OptionSection
        title="聊天设置"
        testId="section-chats"
        fields={[{ key: 'Chats', label: '聊天配置', kind: 'json', placeholder: '[{"Cherry Studio": "cherrystudio://providers/api-keys?v=1&data={cherryConfig}"}]', extra: '链接中的{key}将自动替换为sk-xxxx，{address}将自动替换为系统设置的服务器地址' }]}
      />
      <OptionSection
        title="日志设置"
        testId="section-log"
        fields={[
          { key: 'LogConsumeEnabled', label: '启用额度消费日志记录', kind: 'switch' },
          { key: 'LogRetentionDays', label: '日志保留天数', kind: 'number', min: 0, extra: '0 表示不自动清理' },
        ]}
      />
      <OptionSection
        title="监控设置"
        testId="section-monitor"
        fields={[
          { key: 'ChannelDisableThreshold', label: '测试所有渠道的最长响应时间', kind: 'number', min: 0, extra: '单位秒，当运行通道全部测试时，超过此时间将自动禁用通道' },
          { key: 'ChannelFailureThreshold', label: '渠道连续失败次数阈值', kind: 'number', min: 0 },
          { key: 'ChannelRetestIntervalSeconds', label: '自动禁用渠道的重新测试间隔（秒）', kind: 'number', min: 0 },
          { key: 'AutomaticDisableChannelEnabled', label: '失败时自动禁用通道', kind: 'switch' },
          { key: 'AutomaticEnableChannelEnabled', label: '成功时自动启用通道', kind: 'switch' },
          { key: 'ChannelStickinessEnabled', label: '启用渠道粘性', kind: 'switch' },
          { key: 'AutomaticDisableKeywords', label: '自动禁用关键词', kind: 'textarea', extra: '一行一个，不区分大小写' },
        ]}
      />
      <OptionSection
        title="屏蔽词过滤设置"
        testId="section-sensitive"
        fields={[
          { key: 'CheckSensitiveEnabled', label: '启用屏蔽词过滤功能', kind: 'switch' },
          { key: 'CheckSensitiveOnPromptEnabled', label: '启用 Prompt 检查', kind: 'switch' },
          { key: 'StopOnSensitiveEnabled', label: '遇到屏蔽词时停止请求', kind: 'switch' },
          { key: 'SensitiveWords', label: '屏蔽词列表', kind: 'textarea', extra: '一行一个屏蔽词，不需要符号分割' },
        ]}
      />
      <OptionSection
        title="绘图设置"
        testId="section-drawing"
        fields={[
          { key: 'DrawingEnabled', label: '启用绘图功能', kind: 'switch' },
          { key: 'MjNotifyEnabled', label: '允许回调（会泄露服务器 IP 地址）', kind: 'switch' },
          { key: 'MjAccountFilterEnabled', label: '允许 AccountFilter 参数', kind: 'switch' },
          { key: 'MjForwardUrlEnabled', label: '开启之后将上游地址替换为服务器地址', kind: 'switch' },
          { key: 'MjModeClearEnabled', label: '开启之后会清除用户提示词中的 --fast 、--relax 以及 --turbo 参数', kind: 'switch' },
          { key: 'MjActionCheckSuccessEnabled', label: '检测必须等待绘图成功才能进行放大等操作', kind: 'switch' },
        ]}
      />
      <OptionSection
        title="数据看板设置"
        testId="section-dashboard"
        fields={[
          { key: 'DataExportEnabled', label: '启用数据看板（实验性）', kind: 'switch' },
          { key: 'DataExportInterval', label: '数据看板更新间隔', kind: 'number', min: 1, extra: '分钟' },
          {
            key: 'DataExportDefaultTime',
            label: '数据看板默认时间粒度',
            kind: 'select',
            options: [
              { value: 'hour', label: '小时' },
              { value: 'day', label: '天' },
              { value: 'week', label: '周' },
            ],
          },
        ]}
      />
      <OptionSection
        title="分组倍率设置"
        testId="section-group-ratio"
        fields={[
          { key: 'GroupRatio', label: '分组倍率', kind: 'json', placeholder: '{\n  "default": 1\n}', extra: '分组倍率设置，可以在此处新增分组或修改现有分组的倍率，格式为 JSON 字符串' },
          { key: 'UserUsableGroups', label: '用户可选分组', kind: 'json', placeholder: '{\n  "default": "默认分组"\n}', extra: '用户新建令牌时可选的分组，格式为 JSON 字符串' },
          { key: 'GroupGroupRatio', label: '分组特殊倍率', kind: 'json', placeholder: '{\n  "vip": {\n    "default": 0.9\n  }\n}', extra: '键为用户分组，值为该用户分组使用各分组时的倍率' },
          { key: 'AutoGroups', label: '自动分组auto，从第一个开始选择', kind: 'json', placeholder: '["default"]' },
          { key: 'DefaultUseAutoGroup', label: '创建令牌默认选择auto分组，初始令牌也将设置为auto', kind: 'switch', span: 24 },
        ]}
      />
      <Card size="small" title={t('模型定价设置')}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'ratio', label: <span data-testid="ratio-tab-json">{t('模型倍率设置')}</span>, children: <ModelRatioJson /> },
            { key: 'visual', label: <span data-testid="ratio-tab-visual">{t('可视化倍率设置')}</span>, children: <ModelPricingEditor /> },
            { key: 'unset', label: <span data-testid="ratio-tab-unset">{t('未设置倍率模型')}</span>, children: <UnsetModels /> },
          ]}
        />
      </Card>
    </>
  );
}
