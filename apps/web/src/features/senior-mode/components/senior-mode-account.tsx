import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getMeQueryOptions } from '../../../api/queries/get-me.ts';
import { getAccessToken } from '../../../platform/storage.ts';
import { seniorMode } from '../senior-mode.ts';

/**
 * Tells the senior-mode store which account uses the device whenever a page has asked /api/me
 * (it asks nothing itself); signed out, the device's own choice applies. Renders nothing.
 */
export function SeniorModeAccount() {
  // A sign-in or sign-out ends in a navigation: read the session again on each.
  useLocation();
  const signedIn = getAccessToken() !== '';
  const me = useQuery({ ...getMeQueryOptions(), enabled: false });
  const accountId = signedIn ? me.data?.id : null;
  useEffect(() => {
    if (accountId !== undefined) seniorMode.switchAccount(accountId);
  }, [accountId]);
  return null;
}
