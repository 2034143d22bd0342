import { graphql, useMutation } from 'react-relay';
import type { useSetTokenStatusMutation as StatusMutation } from './__generated__/useSetTokenStatusMutation.graphql';

/** Enable (1) or disable (2): a partial update changing only the status. */
export function useSetTokenStatusMutation() {
  return useMutation<StatusMutation>(graphql`
    mutation useSetTokenStatusMutation($input: SetTokenStatusInput!) {
      setTokenStatus(input: $input) {
        id
        status
      }
    }
  `);
}
