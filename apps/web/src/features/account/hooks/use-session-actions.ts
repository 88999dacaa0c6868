import type { TokenResponse } from '@hospital/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { readValue, StorageKey } from '../../../platform/storage.ts';
import { clearSession, saveSession, signOut } from '../api/session.ts';
import { paths } from '../../../lib/paths.ts';

/** Starting and ending a session; cached data of the previous account is dropped either way. */
export function useSessionActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** Like the host code exchange: back to the page that asked for sign-in, or home. */
  const signedIn = (token: TokenResponse) => {
    saveSession(token);
    queryClient.clear();
    void navigate(readValue(StorageKey.appRouterUrl) || paths.home, { replace: true });
  };

  const leave = () => {
    queryClient.clear();
    void navigate(paths.appLogin, { replace: true });
  };

  /** The account is gone server-side already: only the local session remains to end. */
  const signedOut = () => {
    clearSession();
    leave();
  };

  const signOutAndLeave = async () => {
    await signOut();
    leave();
  };

  return { signedIn, signedOut, signOutAndLeave };
}
