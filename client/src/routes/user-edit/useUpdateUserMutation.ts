import { graphql, useMutation } from 'react-relay';
import type { useUpdateUserMutation as UpdateMutation } from './__generated__/useUpdateUserMutation.graphql';

/** Admin edit of a user; the returned record refreshes the list row and the form. */
export function useUpdateUserMutation() {
  return useMutation<UpdateMutation>(graphql`
    mutation useUpdateUserMutation($input: UpdateUserInput!) {
      updateUser(input: $input) {
        id
        quota
        ...UserEditForm_user
        ...UserTable_user
      }
    }
  `);
}
