import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { toast } from '../../lib/toast';
import type { ManageUserAction, useManageUserMutation as ManageMutation } from './__generated__/useManageUserMutation.graphql';

export type { ManageUserAction };

/** promote / demote / disable / enable / delete; the row takes the returned role and status. */
export function useManageUserMutation() {
  const [commit, busy] = useMutation<ManageMutation>(graphql`
    mutation useManageUserMutation($input: ManageUserInput!) {
      manageUser(input: $input) {
        userId
        role
        status
      }
    }
  `);
  const run = useCallback(
    (nodeId: string, userId: number, action: ManageUserAction) =>
      commit({
        variables: { input: { userId, action } },
        // The payload is not a node: copy role and status onto the row's record by hand.
        updater: (store, data) => {
          const row = store.get(nodeId);
          if (!row || !data?.manageUser) return;
          row.setValue(data.manageUser.role, 'role');
          row.setValue(data.manageUser.status, 'status');
          if (action === 'DELETE') row.setValue(true, 'deleted');
        },
        onCompleted: (_d, errors) => {
          if (errors?.length) toast.error(errors[0].message);
          else toast.success('操作成功完成！');
        },
        onError: (e) => toast.error(e.message),
      }),
    [commit],
  );
  return [run, busy] as const;
}
