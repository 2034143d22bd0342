import { graphql, useMutation } from 'react-relay';
import type { useUpdateSelfMutation as M } from './__generated__/useUpdateSelfMutation.graphql';

export function useUpdateSelfMutation() {
  return useMutation<M>(graphql`
    mutation useUpdateSelfMutation($input: UpdateSelfInput!) {
      updateSelf(input: $input) {
        id
        username
        displayName
      }
    }
  `);
}
