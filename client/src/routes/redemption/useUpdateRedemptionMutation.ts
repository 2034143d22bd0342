import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useUpdateRedemptionMutation as M } from './__generated__/useUpdateRedemptionMutation.graphql';

/** Edits name/quota of an unused code, or (status alone) enables or disables it. */
export function useUpdateRedemptionMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useUpdateRedemptionMutation($input: UpdateRedemptionInput!) {
      updateRedemption(input: $input) {
        id
        name
        quota
        status
      }
    }
  `);
}
