import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as LoginMutation } from './__generated__/useLoginMutation.graphql';

export function useLoginMutation() {
  return useMutation<LoginMutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        id
        userId
        username
        displayName
        role
        status
        group
      }
    }
  `);
}
