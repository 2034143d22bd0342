import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useUser } from '../../user/UserContext';
import { useResetRelayEnvironment } from '../../relay/RelayProvider';
import type { useLogoutMutation as LogoutMutation } from './__generated__/useLogoutMutation.graphql';

/** Ends the session on the server, forgets the stored user and goes to /login. */
export function useLogoutMutation() {
  const [commit] = useMutation<LogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout
    }
  `);
  const { logout } = useUser();
  const navigate = useNavigate();
  const resetRelay = useResetRelayEnvironment();
  return useCallback(() => {
    const done = () => {
      logout();
      resetRelay();
      navigate('/login');
    };
    commit({ variables: {}, onCompleted: done, onError: done });
  }, [commit, logout, navigate, resetRelay]);
}
