import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useRequestPaymentMutation as M } from './__generated__/useRequestPaymentMutation.graphql';

/** Creates a pending order; answers the gateway address and the signed form fields. */
export function useRequestPaymentMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useRequestPaymentMutation($input: TopUpInput!) {
      requestPayment(input: $input) {
        url
        params
      }
    }
  `);
}
