import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';

const NOTICES = {
  unread: 1,
  items: [
    {
      id: 'message-1',
      title: '欢迎注册',
      body: '欢迎使用示例人民医院患者服务。',
      category: 'account',
      createdAt: '2025-01-02T08:00:00+08:00',
      read: false,
      rebook: null,
      template: null,
    },
    {
      id: 'notice-2',
      title: '五一门诊安排',
      body: '五一期间门诊照常。',
      category: 'hospital',
      createdAt: '2025-01-01T08:00:00+08:00',
      read: true,
      rebook: null,
      template: null,
    },
  ],
};

function serveShell() {
  localStorage.setItem('serverSource', 'WXAPP');
  sessionStorage.setItem('access_token', 'token');
  server.use(
    mock.get('*/api/index/init', () =>
      HttpResponse.json({
        hospitalName: '示例人民医院',
        servicePhone: '',
        sliders: [],
        marquee: [],
        latestNews: [],
        modules: {},
      }),
    ),
    mock.get('*/api/hospitals/getBizConfig', () => HttpResponse.json({}, { status: 503 })),
  );
}

describe('the 消息 tab', () => {
  it('lists messages with unread dots, opens one, marks it read and drops the badge', async () => {
    serveShell();
    let marked: unknown = null;
    const readList = {
      unread: 0,
      items: NOTICES.items.map((notice) => ({ ...notice, read: true })),
    };
    server.use(
      mock.get('*/api/notices', () => HttpResponse.json(marked ? readList : NOTICES)),
      mock.post('*/api/notice/update', async ({ request }) => {
        marked = await request.json();
        return HttpResponse.json({ unread: 0 });
      }),
    );
    const user = userEvent.setup();
    const router = renderRoutes(routes, '/message');
    expect(await screen.findByText('欢迎注册', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
    const tab = screen.getByTestId('tab-message');
    await waitFor(() => expect(within(tab).getByText('1')).toBeTruthy());

    await user.click(screen.getByText('欢迎注册'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/appMessageDetail'), {
      timeout: 5000,
    });
    expect(router.state.location.search).toBe('?id=message-1');
    expect((await screen.findByTestId('notice-title')).textContent).toBe('欢迎注册');
    await waitFor(() => expect(marked).toEqual({ id: 'message-1' }));

    act(() => router.navigate(-1));
    expect(await screen.findByText('欢迎注册')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(within(screen.getByTestId('tab-message')).queryByText('1')).toBeNull();
  }, 15_000);

  it('shows the empty state when there are no messages', async () => {
    serveShell();
    server.use(mock.get('*/api/notices', () => HttpResponse.json({ unread: 0, items: [] })));
    renderRoutes(routes, '/message');
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    serveShell();
    server.use(
      mock.get('*/api/notices', () =>
        HttpResponse.json({ message: '服务维护中' }, { status: 503 }),
      ),
    );
    renderRoutes(routes, '/message');
    expect(await screen.findByText('服务维护中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
