import { OptionSection } from './OptionSection';

// Global, Gemini and Claude settings (options.md §1.2–1.3).
export function ModelsTab() {
  return (
    <>
      <OptionSection
        title="全局设置"
        testId="section-global"
        fields={[
          { key: 'global.pass_through_request_enabled', label: '启用请求透传', kind: 'switch', extra: '开启后，所有请求将直接透传给上游，不会进行任何处理（重定向和渠道适配也将失效）' },
          { key: 'general_setting.ping_interval_enabled', label: '启用 Ping 间隔', kind: 'switch', extra: '流式响应时定时发送 ping 保持连接' },
          { key: 'general_setting.ping_interval_seconds', label: 'Ping 间隔（秒）', kind: 'number', min: 1 },
        ]}
      />
      <OptionSection
        title="Gemini设置"
        testId="section-gemini"
        fields={[
          { key: 'gemini.safety_settings', label: 'Gemini安全设置', kind: 'json', placeholder: '{\n  "default": "OFF"\n}', extra: 'default为默认设置，可单独设置每个分类的安全等级' },
          { key: 'gemini.version_settings', label: 'Gemini版本设置', kind: 'json', placeholder: '{\n  "default": "v1beta"\n}', extra: 'default为默认设置，可单独设置每个模型的版本' },
          { key: 'gemini.supported_imagine_models', label: '支持的图像模型', kind: 'json', placeholder: '["gemini-2.0-flash-exp"]' },
          { key: 'gemini.thinking_adapter_enabled', label: '启用Gemini思考后缀适配', kind: 'switch', extra: '适配 -thinking 和 -nothinking 后缀' },
          { key: 'gemini.thinking_adapter_budget_tokens_percentage', label: '思考预算占比', kind: 'number', min: 0.1, max: 1, step: 0.1, extra: '0.1-1之间的小数' },
        ]}
      />
      <OptionSection
        title="Claude设置"
        testId="section-claude"
        fields={[
          { key: 'claude.model_headers_settings', label: 'Claude请求头覆盖', kind: 'json', placeholder: '{\n  "claude-3-7-sonnet-20250219-thinking": {\n    "anthropic-beta": ["output-128k-2025-02-19"]\n  }\n}' },
          { key: 'claude.default_max_tokens', label: '缺省 MaxTokens', kind: 'json', placeholder: '{\n  "default": 8192,\n  "claude-3-haiku-20240307": 4096\n}' },
          { key: 'claude.thinking_adapter_enabled', label: '启用Claude思考适配（-thinking后缀）', kind: 'switch' },
          { key: 'claude.thinking_adapter_budget_tokens_percentage', label: '思考适配 BudgetTokens 百分比', kind: 'number', min: 0.1, max: 1, step: 0.1, extra: '0.1-1之间的小数' },
        ]}
      />
    </>
  );
}
