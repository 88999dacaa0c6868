import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../router.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';

const TOKEN = {
  access_token: 'app-token',
  token_type: 'Bearer',
  expires_in: 7200,
  refresh_token: 'r',
};
/** The first render waits for the lazily loaded route modules. */
const LAZY = { timeout: 5000 };
const CAPTCHA = { captchaId: 'c-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };

function serveHospital() {
  server.use(
    mock.get('*/api/hospitals/getBizConfig', () =>
      HttpResponse.json({
        hospitalName: '示例人民医院',
        registrationWindow: { start: { hour: 7, minute: 30 }, end: { hour: 17, minute: 0 } },
        paymentTimeoutMinutes: 15,
        cancelCutoffHours: 2,
        serverTime: '2025-01-01T08:00:00+08:00',
      }),
    ),
  );
}

async function fillPasswordForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByPlaceholderText('请输入11位手机号', undefined, LAZY),
    '13800001111',
  );
  await user.type(screen.getByPlaceholderText('请输入密码'), 'secret123');
  await user.click(screen.getByText('我已阅读并同意'));
}

describe('/appLogin/appLogin', () => {
  it('asks for the image captcha after CAPTCHA_REQUIRED and sends it with the retry', async () => {
    localStorage.setItem('serverSource', 'WXAPP');
    localStorage.setItem('appRouterUrl', '/personal');
    serveHospital();
    const forms: Record<string, string>[] = [];
    server.use(
      mock.get('*/api/captcha', () => HttpResponse.json(CAPTCHA)),
      mock.post('*/oauth/token', async ({ request }) => {
        forms.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return forms.length === 1
          ? HttpResponse.json(
              {
                error: 'invalid_grant',
                error_description: '请输入图形验证码',
                code: 'CAPTCHA_REQUIRED',
              },
              { status: 400 },
            )
          : HttpResponse.json(TOKEN);
      }),
      mock.get('*/api/me', () => HttpResponse.json({ message: 'later' }, { status: 503 })),
      mock.get('*/api/notices', () => HttpResponse.json({ unread: 0, items: [] })),
    );
    const user = userEvent.setup();
    const router = renderRoutes(routes, '/appLogin/appLogin');
    await fillPasswordForm(user);
    await user.click(screen.getByTestId('sign-in-submit'));

    expect(await screen.findByText('密码错误次数较多，请输入图形验证码')).toBeTruthy();
    const image = await screen.findByAltText('图形验证码');
    expect(image.getAttribute('src')).toBe(CAPTCHA.image);
    await user.type(screen.getByPlaceholderText('请输入右侧字符'), 'ab12');
    await user.click(screen.getByTestId('sign-in-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/personal'), LAZY);
    expect(forms[0]).toEqual({
      grant_type: 'password',
      username: '13800001111',
      password: 'secret123',
    });
    expect(forms[1]).toMatchObject({ captcha_id: 'c-1', captcha: 'ab12' });
    expect(sessionStorage.getItem('access_token')).toBe('app-token');
    expect(localStorage.getItem('access_token')).toBe('app-token');
  }, 15_000);

  it('shows the server description of a wrong password beside the field', async () => {
    serveHospital();
    server.use(
      mock.post('*/oauth/token', () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: '手机号或密码错误' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/appLogin/appLogin');
    await fillPasswordForm(user);
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByText('手机号或密码错误')).toBeTruthy();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('refuses to sign in until the agreement is ticked, and checks the phone', async () => {
    serveHospital();
    const user = userEvent.setup();
    renderRoutes(routes, '/appLogin/appLogin');
    await user.type(
      await screen.findByPlaceholderText('请输入11位手机号', undefined, LAZY),
      '1380000',
    );
    await user.type(screen.getByPlaceholderText('请输入密码'), 'secret123');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByText('请输入正确的11位手机号')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入11位手机号'), '1111');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByText('请先阅读并同意用户协议与隐私政策')).toBeTruthy();
  });

  it('keeps what was typed while the agreement is read', async () => {
    serveHospital();
    const user = userEvent.setup();
    const router = renderRoutes(routes, '/appLogin/appLogin');
    await user.type(
      await screen.findByPlaceholderText('请输入11位手机号', undefined, LAZY),
      '13800001111',
    );
    await user.click(screen.getByText('《用户协议与隐私政策》'));
    expect(await screen.findByText('一、服务说明')).toBeTruthy();
    act(() => router.navigate(-1));
    const phone = await screen.findByPlaceholderText<HTMLInputElement>('请输入11位手机号');
    expect(phone.value).toBe('13800001111');
  });
});

describe('registration at /appLogin/appLogin?mode=register', () => {
  it('shows the password rule live before submitting', async () => {
    serveHospital();
    const user = userEvent.setup();
    renderRoutes(routes, '/appLogin/appLogin?mode=register');
    const rule = await screen.findByTestId('password-rule', undefined, LAZY);
    expect(rule.textContent).toContain('密码长度应为8-20位');
    await user.type(screen.getByPlaceholderText('8-20位，含字母和数字'), 'abcdefgh');
    expect(screen.getByTestId('password-rule').textContent).toBe(' 密码须包含至少一个数字');
    await user.type(screen.getByPlaceholderText('8-20位，含字母和数字'), '1');
    expect(screen.getByTestId('password-rule').textContent).toContain('密码强度符合要求');
  });

  it('counts down 60 s on the send button after the code is sent', async () => {
    serveHospital();
    let asked: URLSearchParams | null = null;
    server.use(
      mock.get('*/api/captcha/phone-captcha', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ expiresIn: 300, resendIn: 60 });
      }),
    );
    renderRoutes(routes, '/appLogin/appLogin?mode=register');
    fireEvent.input(await screen.findByPlaceholderText('请输入11位手机号', undefined, LAZY), {
      target: { value: '13800001111' },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60秒后重发'));
    expect(asked!.get('phone')).toBe('13800001111');
    expect(asked!.get('scene')).toBe('register');
    expect(screen.getByTestId<HTMLButtonElement>('send-code').disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByTestId('send-code').textContent).toBe('1秒后重发');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('send-code').textContent).toBe('获取验证码');
  });

  it('shows the server message when codes are asked for too often', async () => {
    serveHospital();
    server.use(
      mock.get('*/api/captcha/phone-captcha', () =>
        HttpResponse.json({ message: '发送过于频繁，请稍后再试' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/appLogin/appLogin?mode=register');
    await user.type(
      await screen.findByPlaceholderText('请输入11位手机号', undefined, LAZY),
      '13800001111',
    );
    await user.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('发送过于频繁，请稍后再试')).toBeTruthy();
    expect(screen.getByTestId('send-code').textContent).toBe('获取验证码');
  });
});
