import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import type { WxSdk } from '../../../platform/bridges.ts';
import { LoginPage } from './login-page.tsx';

const TOKEN = {
  access_token: 'new-token',
  token_type: 'Bearer',
  expires_in: 7200,
  refresh_token: 'refresh',
};

function renderLogin(path: string) {
  return renderRoutes([page('/login', <LoginPage />), page('*', <p>landed</p>)], path);
}

describe('/login', () => {
  it('exchanges the code and replaces the route with appRouterUrl', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    localStorage.setItem('appRouterUrl', '/regHistory/regHistory?tab=2');
    let form: URLSearchParams | null = null;
    server.use(
      mock.post('*/oauth/token', async ({ request }) => {
        form = new URLSearchParams(await request.text());
        return HttpResponse.json(TOKEN);
      }),
    );
    const router = renderLogin('/login?code=wx-code&state=login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/regHistory/regHistory'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('access_token')).toBe('new-token');
    expect(localStorage.getItem('access_token')).toBe('new-token');
    expect(Object.fromEntries(form!)).toEqual({
      grant_type: 'password',
      username: 'wxgzh:wx-code',
      password: 'host-code',
    });
  });

  it('reads auth_code in Alipay', async () => {
    localStorage.setItem('serverSource', 'ZFBSHH');
    let username = '';
    server.use(
      mock.post('*/oauth/token', async ({ request }) => {
        username = new URLSearchParams(await request.text()).get('username') ?? '';
        return HttpResponse.json(TOKEN);
      }),
    );
    const router = renderLogin('/login?auth_code=ali-code');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(username).toBe('zfbshh:ali-code');
  });

  it('sends no request without a code', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    const token = vi.fn();
    server.use(mock.all('*', () => (token(), HttpResponse.json({}))));
    const router = renderLogin('/login');
    expect(await screen.findByText(/正在授权，请稍候/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(token).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stays silent when the exchange fails', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    server.use(
      mock.post('*/oauth/token', () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'code used', message: 'code used' },
          { status: 400 },
        ),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = renderLogin('/login?code=used');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('goes to the stored url when WeChat already has a session token', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    sessionStorage.setItem('access_token', 'kept');
    localStorage.setItem('url', `${window.location.origin}/personal`);
    const router = renderLogin('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal'));
    expect(localStorage.getItem('url')).toBeNull();
  });

  it('animates the waiting dots every 600 ms', async () => {
    vi.useFakeTimers();
    localStorage.setItem('serverSource', 'WXGZH');
    renderLogin('/login');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dots = () => screen.getByTestId('login-dots').textContent;
    expect(dots()).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(dots()).toBe('.');
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(dots()).toBe('.');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dots()).toBe('..');
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(dots()).toBe('');
  });

  it('redirects to the stored url after 10000 ms in the native shell with the first-jump flag', async () => {
    vi.useFakeTimers();
    localStorage.setItem('serverSource', 'WXAPP');
    localStorage.setItem('isFirstJump', 'true');
    localStorage.setItem('url', `${window.location.origin}/message`);
    const router = renderLogin('/login');
    await act(() => vi.advanceTimersByTimeAsync(9999));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/message');
  });

  it('resets the tokens on leaving in the native shell while binding a phone', async () => {
    localStorage.setItem('serverSource', 'WXAPP');
    localStorage.setItem('isBindingPhone', 'true');
    localStorage.setItem('isFirstEnd', 'true');
    sessionStorage.setItem('access_token', 'temp');
    const router = renderLogin('/login');
    await screen.findByText(/正在授权/);
    act(() => router.navigate('/'));
    expect(localStorage.getItem('isFirstEnd')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBe('');
    expect(localStorage.getItem('refresh_token')).toBe('');
  });
});

describe('/login in the mini-program', () => {
  const OA_CONFIG = {
    appid: 'wx123',
    authorizeUrl: 'https://open.example/connect/oauth2/authorize',
    alipayAppId: '2021000',
    alipayAuthorizeUrl: 'https://auth.example/oauth2/publicAppAuthorize.htm',
  };
  const SAVED_URL = `${window.location.origin}/regHistory/regDetail?id=5`;

  function inMiniProgram() {
    localStorage.setItem('serverSource', 'WXXCX');
    localStorage.setItem('url', SAVED_URL);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const miniProgram = { postMessage: vi.fn(), navigateBack: vi.fn() };
    window.wx = { miniProgram } as unknown as WxSdk;
    return miniProgram;
  }

  afterEach(() => {
    delete window.wx;
  });

  it('hands over to the shell with the saved address once the host configuration is read', async () => {
    const miniProgram = inMiniProgram();
    server.use(mock.get('*/api/wx-api/oa-config', () => HttpResponse.json(OA_CONFIG)));
    renderLogin('/login');
    await waitFor(() => expect(miniProgram.navigateBack).toHaveBeenCalledOnce());
    expect(miniProgram.postMessage).toHaveBeenCalledWith({
      data: { type: 'auth', url: SAVED_URL },
    });
  });

  it('retries the host configuration three times, then says so and hands over on retry', async () => {
    vi.useFakeTimers();
    const miniProgram = inMiniProgram();
    let asked = 0;
    let reachable = false;
    server.use(
      mock.get('*/api/wx-api/oa-config', () => {
        asked += 1;
        return reachable
          ? HttpResponse.json(OA_CONFIG)
          : HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    renderLogin('/login');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/正在授权，请稍候/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(asked).toBe(4);
    expect(screen.getByText('暂时无法连接登录服务，请检查网络后重试')).toBeTruthy();
    expect(miniProgram.postMessage).not.toHaveBeenCalled();

    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(miniProgram.navigateBack).toHaveBeenCalledOnce();
    expect(asked).toBe(5);
  });
});
