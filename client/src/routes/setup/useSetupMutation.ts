import { graphql, useMutation } from 'react-relay';
import type { useSetupMutation as SetupMutation } from './__generated__/useSetupMutation.graphql';

export function useSetupMutation() {
  return useMutation<SetupMutation>(graphql`
    mutation useSetupMutation($input: SetupInput!) {
      setup(input: $input) {
        message
        setupStatus {
          status
          rootInit
        }
      }
    }
  `);
}
