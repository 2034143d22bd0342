import { graphql, useMutation } from 'react-relay';
import type { useCreateUserMutation as CreateMutation } from './__generated__/useCreateUserMutation.graphql';

/** Adds a user; the new row goes to the top of the list (newest first). */
export function useCreateUserMutation() {
  return useMutation<CreateMutation>(graphql`
    mutation useCreateUserMutation($input: CreateUserInput!, $connections: [ID!]!) {
      createUser(input: $input) @prependNode(connections: $connections, edgeTypeName: "QueryUsersConnectionEdge") {
        id
        ...UserTable_user
      }
    }
  `);
}
