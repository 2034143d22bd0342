import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useDeleteRedemptionMutation as M } from './__generated__/useDeleteRedemptionMutation.graphql';

export function useDeleteRedemptionMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useDeleteRedemptionMutation($input: DeleteRedemptionInput!) {
      deleteRedemption(input: $input)
    }
  `);
}
