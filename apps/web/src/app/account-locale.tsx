import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getMeQueryOptions } from '../api/queries/get-me.ts';
import { showLocale } from '../i18n/index.ts';
import { accountLocale, rememberLocale } from '../i18n/locale-store.ts';
import { getAccessToken } from '../platform/storage.ts';
import type { AppRouter } from './app-router.tsx';

const signedIn = () => getAccessToken() !== '';

/**
 * Follows the signed-in account's language: the choice it made on any device, else the host's.
 * Asked once a session exists (a sign-in is always followed by a navigation), and kept on this
 * device so the next visit starts in it.
 */
export function AccountLocale({ router }: { router: AppRouter }) {
  const [session, setSession] = useState(signedIn);
  useEffect(() => router.subscribe(() => setSession(signedIn())), [router]);
  const me = useQuery({ ...getMeQueryOptions(), enabled: session });
  useEffect(() => {
    if (!me.data) return;
    rememberLocale(me.data.id, me.data.locale);
    // A failed English download leaves the app readable in Chinese.
    showLocale(accountLocale(me.data.locale)).catch(() => undefined);
  }, [me.data]);
  return null;
}
