import { graphql, useMutation } from 'react-relay';
import type { useDeleteSelfMutation as M } from './__generated__/useDeleteSelfMutation.graphql';

export function useDeleteSelfMutation() {
  return useMutation<M>(graphql`
    mutation useDeleteSelfMutation {
      deleteSelf
    }
  `);
}
