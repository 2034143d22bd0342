import { OptionSection } from './OptionSection';

// Model request rate limits (options.md §1.3).
export function RateLimitTab() {
  return (
    <OptionSection
      title="模型请求速率限制"
      testId="section-ratelimit"
      fields={[
        { key: 'ModelRequestRateLimitEnabled', label: '启用用户模型请求速率限制（可能会影响高并发性能）', kind: 'switch', span: 24 },
        { key: 'ModelRequestRateLimitDurationMinutes', label: '限制周期', kind: 'number', min: 0, extra: '频率限制的周期（分钟）' },
        { key: 'ModelRequestRateLimitCount', label: '用户每周期最多请求次数', kind: 'number', min: 0, extra: '包括失败请求的次数，0代表不限制' },
        { key: 'ModelRequestRateLimitSuccessCount', label: '用户每周期最多请求完成次数', kind: 'number', min: 1, extra: '只包括请求成功的次数' },
        {
          key: 'ModelRequestRateLimitGroup',
          label: '分组速率限制',
          kind: 'json',
          placeholder: '{\n  "default": [200, 100],\n  "vip": [0, 1000]\n}',
          extra: '使用 JSON 对象格式，格式为：{"组名": [最多请求次数, 最多请求完成次数]}；分组设置优先于全局限制',
        },
      ]}
    />
  );
}
