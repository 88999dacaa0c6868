import { LOGIN_PREFIX, TOKEN_EXCHANGE_PASSWORD } from '@hospital/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { exchangeToken } from '../../../api/token.ts';
import { ACCESS_TOKEN_KEY, NATIVE_SHELL_REDIRECT_DELAY_MS } from '../../../lib/constants.ts';
import { browserLocation } from '../../../platform/browser-location.ts';
import { getServerSource } from '../../../platform/host.ts';
import { handOverToMiniProgram } from '../../../platform/relogin.ts';
import {
  readFlag,
  readValue,
  removeValue,
  setAccessToken,
  setRefreshToken,
  StorageKey,
} from '../../../platform/storage.ts';
import { useOaConfig } from '../api/get-oa-config.ts';
import { paths } from '../../../lib/paths.ts';

/** Goes to the address saved before sign-in (then forgets it), or to the home tab. */
function returnToStoredUrl(navigate: NavigateFunction): void {
  const url = readValue(StorageKey.url);
  removeValue(StorageKey.url);
  if (!url) {
    void navigate(paths.home, { replace: true });
    return;
  }
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin) {
    void navigate(target.pathname + target.search + target.hash, { replace: true });
  } else {
    browserLocation.replace(url);
  }
}

/** Per-host behaviour of the login screen. */
function useHostBehaviour(navigate: NavigateFunction): void {
  useEffect(() => {
    const source = getServerSource();
    if (source === 'WXGZH' || source === 'ZFBSHH') {
      if (sessionStorage.getItem(ACCESS_TOKEN_KEY)) returnToStoredUrl(navigate);
      return undefined;
    }
    if (source === 'WXXCX') {
      console.info('login: the mini-program signs in through its own shell');
      return undefined;
    }
    const timer = readFlag(StorageKey.firstJump)
      ? setTimeout(() => returnToStoredUrl(navigate), NATIVE_SHELL_REDIRECT_DELAY_MS)
      : undefined;
    return () => {
      clearTimeout(timer);
      // Leaving the login screen in the native shell.
      removeValue(StorageKey.firstEnd);
      if (readFlag(StorageKey.bindingPhone)) {
        setAccessToken('');
        setRefreshToken('');
      }
    };
  }, [navigate]);
}

/** The host's sign-in code the login screen was opened with, if any. */
function useHostCode(): string | null {
  const [searchParams] = useSearchParams();
  return (
    (getServerSource() === 'ZFBSHH' && searchParams.get('auth_code')) || searchParams.get('code')
  );
}

/** Exchanges the host's code for our token, once; without a code nothing happens. */
function useCodeExchange(navigate: NavigateFunction, code: string | null): void {
  const source = getServerSource();
  const exchanged = useRef<string | null>(null);
  useEffect(() => {
    if (!code || exchanged.current === code) return;
    exchanged.current = code;
    void exchangeToken(LOGIN_PREFIX[source] + code, TOKEN_EXCHANGE_PASSWORD).then((result) => {
      if (result.ok && result.status === 200) {
        setAccessToken(result.data.access_token);
        setRefreshToken(result.data.refresh_token);
        void navigate(readValue(StorageKey.appRouterUrl) || paths.home, { replace: true });
      } else {
        // A failed exchange is only logged; the patient sees nothing.
        console.warn('login: token exchange failed', result.status);
      }
    });
  }, [code, source, navigate]);
}

/**
 * In the mini-program without a code, the screen hands the patient over to the shell once
 * the host configuration has been read; a failed read is retried a few times, then the
 * patient is told and may try again.
 */
function useMiniProgramHandover(code: string | null) {
  const handingOver = getServerSource() === 'WXXCX' && !code;
  const config = useOaConfig(handingOver);
  const ready = handingOver && config.isSuccess;
  useEffect(() => {
    if (ready) void handOverToMiniProgram();
  }, [ready]);
  return { hostUnavailable: handingOver && config.isError, retry: () => void config.refetch() };
}

export function useLoginFlow() {
  const navigate = useNavigate();
  const code = useHostCode();
  useHostBehaviour(navigate);
  useCodeExchange(navigate, code);
  return useMiniProgramHandover(code);
}
