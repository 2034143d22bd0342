import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useCreateRedemptionsMutation as M } from './__generated__/useCreateRedemptionsMutation.graphql';

/** Creates `count` codes; answers their keys. */
export function useCreateRedemptionsMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useCreateRedemptionsMutation($input: CreateRedemptionsInput!) {
      createRedemptions(input: $input)
    }
  `);
}
