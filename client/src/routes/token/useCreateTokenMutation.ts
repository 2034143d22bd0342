import { graphql, useMutation } from 'react-relay';
import type { useCreateTokenMutation as CreateMutation } from './__generated__/useCreateTokenMutation.graphql';

/** Creates a token; the new row goes to the top of the list (newest first). */
export function useCreateTokenMutation() {
  return useMutation<CreateMutation>(graphql`
    mutation useCreateTokenMutation($input: CreateTokenInput!, $connections: [ID!]!) {
      createToken(input: $input) @prependNode(connections: $connections, edgeTypeName: "UserTokensConnectionEdge") {
        id
        ...TokenTable_token
      }
    }
  `);
}
