import { graphql, useMutation } from 'react-relay';
import type { useSendVerificationCodeMutation as M } from './__generated__/useSendVerificationCodeMutation.graphql';

export function useSendVerificationCodeMutation() {
  return useMutation<M>(graphql`
    mutation useSendVerificationCodeMutation($email: String!, $turnstile: String) {
      sendVerificationCode(email: $email, turnstile: $turnstile)
    }
  `);
}
