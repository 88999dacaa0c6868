import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { appointment } from '../test/fixtures.ts';
import { WxPaySuccessPage } from './wx-pay-success-page.tsx';

const PATH = '/pay/wxPaySuccess';

describe('/pay/wxPaySuccess', () => {
  it('waits until the server sees the appointment paid, then shows success', async () => {
    let reads = 0;
    server.use(
      mock.get('*/api/appointment/5', () => {
        reads += 1;
        return HttpResponse.json(
          reads < 2 ? appointment({ status: 'pending_payment', paidAt: null }) : appointment(),
        );
      }),
    );
    const router = renderRoutes(
      [page(PATH, <WxPaySuccessPage />), page('/registerPages/scheduleSuccess', <p>done</p>)],
      `${PATH}?id=5`,
    );
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/registerPages/scheduleSuccess'),
      { timeout: 5000 },
    );
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('says so when the appointment expired instead of being paid', async () => {
    server.use(
      mock.get('*/api/appointment/5', () =>
        HttpResponse.json(appointment({ status: 'expired', paidAt: null })),
      ),
    );
    renderRoutes([page(PATH, <WxPaySuccessPage />)], `${PATH}?id=5`);
    expect((await screen.findByTestId('pay-closed')).textContent).toContain('已过期');
  });
});
