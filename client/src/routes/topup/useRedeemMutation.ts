import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useRedeemMutation as M } from './__generated__/useRedeemMutation.graphql';

/** Redeems a code; the viewer's quota in the store takes the new balance. */
export function useRedeemMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useRedeemMutation($input: RedeemInput!) {
      redeem(input: $input) {
        quotaAdded
        viewer {
          id
          quota
        }
      }
    }
  `);
}
