import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useQuoteTopUpMutation as M } from './__generated__/useQuoteTopUpMutation.graphql';

/** Money to pay for an amount ("12.34"); refusals come back as the server's reason. */
export function useQuoteTopUpMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useQuoteTopUpMutation($input: TopUpInput!) {
      quoteTopUp(input: $input)
    }
  `);
}
