import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { TokenFields } from './tokenForm';
import { batchNames } from './tokenForm';
import { useCreateTokenMutation } from './useCreateTokenMutation';
import { useUpdateTokenMutation } from './useUpdateTokenMutation';

/** Saves the drawer: one update, or a create per batch name (sequential, stops at the first error). */
export function useTokenSubmit(editing: { id: string } | null, connectionId: string, onDone: () => void) {
  const [createToken] = useCreateTokenMutation();
  const [updateToken] = useUpdateTokenMutation();
  const [saving, setSaving] = useState(false);
  const fail = (e: Error) => {
    setSaving(false);
    toast.error(e.message);
  };

  const submit = (fields: TokenFields, count: number) => {
    setSaving(true);
    if (editing) {
      updateToken({
        variables: { input: { id: editing.id, ...fields } },
        onCompleted: () => {
          setSaving(false);
          toast.success('令牌更新成功！');
          onDone();
        },
        onError: fail,
      });
      return;
    }
    const names = batchNames(fields.name, count);
    const next = (i: number) => {
      if (i >= names.length) {
        setSaving(false);
        toast.success('令牌创建成功，请在列表页面点击复制获取令牌！');
        onDone();
        return;
      }
      createToken({
        variables: {
          input: { ...fields, name: names[i] },
          connections: [connectionId],
        },
        onCompleted: () => next(i + 1),
        onError: fail,
      });
    };
    next(0);
  };
  return { submit, saving };
}
