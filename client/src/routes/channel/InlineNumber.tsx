import { useState } from 'react';
import { InputNumber } from 'antd';

/** A number edited in place; commits on blur or Enter when the value changed. */
export function InlineNumber({ value, min, onCommit, testId }: { value: number; min: number; onCommit: (n: number) => void; testId?: string }) {
  const [draft, setDraft] = useState<number | null>(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft === null || draft === value || !Number.isInteger(draft) || draft < min) return setDraft(value);
    onCommit(draft);
  };
  return (
    <InputNumber
      size="small"
      style={{ width: 80 }}
      min={min}
      precision={0}
      value={draft}
      onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
      onBlur={commit}
      onPressEnter={commit}
      data-testid={testId}
    />
  );
}
