import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, renderRoutes, setUserAgent, UA } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { stroke } from '../../../../test/touch.ts';
import { appointment } from '../test/fixtures.ts';
import { RegHistoryPage } from './reg-history-page.tsx';

const PATH = '/regHistory/regHistory';

/** Answers each tab with the appointments of that status, and records what was asked. */
function serveHistory(asked: string[]) {
  const all = [
    appointment({ id: 1, status: 'pending_payment', paidAt: null }),
    appointment({ id: 2, status: 'paid' }),
    appointment({ id: 3, status: 'refunded' }),
  ];
  server.use(
    mock.get('*/api/appointment/getAppointmentList', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status ?? 'all');
      return HttpResponse.json(status ? all.filter((one) => one.status === status) : all);
    }),
  );
}

const originalUserAgent = navigator.userAgent;
afterEach(() => setUserAgent(originalUserAgent));

describe('/regHistory/regHistory', () => {
  it('offers the five status tabs and lists everything under 全部', async () => {
    const asked: string[] = [];
    serveHistory(asked);
    renderRoutes([page(PATH, <RegHistoryPage />)], PATH);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部', '待支付', '已支付', '已取消', '已退款']);
    await waitFor(() => expect(screen.getAllByTestId('appointment')).toHaveLength(3));
    expect(asked).toEqual(['all']);
  });

  it('asks the server for one status when its tab is chosen', async () => {
    const asked: string[] = [];
    serveHistory(asked);
    const router = renderRoutes([page(PATH, <RegHistoryPage />)], PATH);
    await screen.findAllByTestId('appointment');
    fireEvent.click(screen.getByRole('tab', { name: '已退款' }));
    await waitFor(() => expect(screen.getAllByTestId('appointment')).toHaveLength(1));
    expect(screen.getByTestId('appointment-status').textContent).toBe('已退款');
    expect(asked).toContain('refunded');
    expect(router.state.location.search).toBe('?status=refunded');
  });

  it('switches to the neighbouring tab on a swipe, not on a tap or a slow drag', async () => {
    serveHistory([]);
    const router = renderRoutes([page(PATH, <RegHistoryPage />)], `${PATH}?status=paid`);
    const list = await screen.findByTestId('history-list');
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;

    // Both lean left: had either counted as a swipe, the real one would land two tabs over.
    stroke(list, { from: [200, 400], to: [197, 402], ms: 120 });
    stroke(list, { from: [300, 400], to: [100, 410], ms: 301 });
    stroke(list, { from: [300, 400], to: [100, 410], ms: 250 });
    await waitFor(() => expect(selected()).toBe('已取消'));
    expect(router.state.location.search).toBe('?status=canceled');

    stroke(list, { from: [100, 400], to: [300, 390], ms: 250 });
    await waitFor(() => expect(selected()).toBe('已支付'));
  });

  it('keeps to the ends of the tab bar, and leaves vertical strokes and the left edge alone', async () => {
    // On iOS the host owns the edge swipe: the page must not take it for a tab switch either.
    setUserAgent(UA.wechatIos);
    serveHistory([]);
    const router = renderRoutes([page(PATH, <RegHistoryPage />)], `${PATH}?status=refunded`);
    const list = await screen.findByTestId('history-list');
    stroke(list, { from: [300, 400], to: [100, 400], ms: 200 });
    stroke(list, { from: [200, 600], to: [230, 200], ms: 200 });
    stroke(list, { from: [10, 400], to: [200, 400], ms: 200 });
    stroke(list, { from: [100, 400], to: [300, 400], ms: 200 });
    // One step back from the last tab: the swipe past it, the upward flick and the stroke from
    // the left edge (which means back) all left the tab where it was.
    await waitFor(() => expect(router.state.location.search).toBe('?status=canceled'));
  });

  it('shows the empty state with a way to book when a tab has nothing', async () => {
    serveHistory([]);
    renderRoutes([page(PATH, <RegHistoryPage />)], `${PATH}?status=canceled`);
    expect(await screen.findByText('暂无挂号记录')).toBeTruthy();
    expect(screen.getByText('去挂号')).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    server.use(
      mock.get('*/api/appointment/getAppointmentList', () =>
        HttpResponse.json({ message: '服务繁忙' }, { status: 503 }),
      ),
    );
    renderRoutes([page(PATH, <RegHistoryPage />)], PATH);
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    expect(screen.getByText('重新加载')).toBeTruthy();
  });
});
