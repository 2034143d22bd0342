import { graphql, useMutation } from 'react-relay';
import type { useBindEmailMutation as M } from './__generated__/useBindEmailMutation.graphql';

export function useBindEmailMutation() {
  return useMutation<M>(graphql`
    mutation useBindEmailMutation($email: String!, $code: String!) {
      bindEmail(email: $email, code: $code) {
        id
        ...BindingsCard_user
      }
    }
  `);
}
