import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useUpdateChannelBalanceMutation as M } from './__generated__/useUpdateChannelBalanceMutation.graphql';

export function useUpdateChannelBalanceMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useUpdateChannelBalanceMutation($id: Int!) {
      updateChannelBalance(id: $id)
    }
  `);
}
