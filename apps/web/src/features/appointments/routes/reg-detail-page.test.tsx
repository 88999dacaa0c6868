import type { Appointment } from '@hospital/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { appointment } from '../test/fixtures.ts';
import { RegDetailPage } from './reg-detail-page.tsx';

const PATH = '/regHistory/regDetail';
const BIZ_CONFIG = {
  hospitalName: '示例人民医院',
  registrationWindow: { start: { hour: 7, minute: 0 }, end: { hour: 0, minute: 30 } },
  paymentTimeoutMinutes: 15,
  cancelCutoffHours: 2,
  bookingDays: 14,
  creditPayEnabled: false,
  hcarePayEnabled: false,
  serverTime: '2026-11-22T18:00:00+08:00',
};

function renderDetail(reads: () => Appointment) {
  server.use(
    mock.get('*/api/appointment/5', () => HttpResponse.json(reads())),
    mock.get('*/api/hospitals/getBizConfig', () => HttpResponse.json(BIZ_CONFIG)),
  );
  return renderRoutes(
    [page(PATH, <RegDetailPage />), page('/pay/fullPayment', <p>pay page</p>)],
    `${PATH}?id=5`,
  );
}

describe('/regHistory/regDetail', () => {
  it('offers paying with the time left, and cancelling, while unpaid', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const router = renderDetail(() =>
      appointment({ status: 'pending_payment', paidAt: null, paidWith: null, expiresAt }),
    );
    expect((await screen.findByTestId('pay-countdown')).textContent).toMatch(
      /请在 (10:00|09:5\d) 内/,
    );
    expect(screen.getByTestId('detail-cancel')).toBeTruthy();
    fireEvent.click(screen.getByTestId('detail-pay'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=5'));
    expect(router.state.location.pathname).toBe('/pay/fullPayment');
  });

  it('explains that cancelling closed at the cut-off', async () => {
    renderDetail(() => appointment({ canCancel: false }));
    expect(
      await screen.findByText('已超过取消时限（就诊前 2 小时），如需退号请到窗口办理'),
    ).toBeTruthy();
    expect(screen.queryByTestId('detail-cancel')).toBeNull();
    expect(screen.getByTestId('detail-prove')).toBeTruthy();
  });

  it('cancels a paid appointment after confirming, and shows the refund', async () => {
    let canceled = false;
    server.use(
      mock.get('*/api/appointment/5/canceled', () => {
        canceled = true;
        return HttpResponse.json(appointment({ status: 'refunded' }));
      }),
      mock.get('*/api/appointment/5/payRefund', () =>
        HttpResponse.json({
          appointmentId: 5,
          status: 'refunded',
          refundStatus: 'success',
          paidFen: 5000,
          refundedFen: 5000,
        }),
      ),
    );
    renderDetail(() =>
      canceled
        ? appointment({ status: 'refunded', canceledAt: '2026-11-22T18:05:00+08:00' })
        : appointment(),
    );
    fireEvent.click(await screen.findByTestId('detail-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('取消后挂号费 ¥50.00 将原路退回。');
    fireEvent.click(within(dialog).getByText('确认取消'));
    await waitFor(() => expect(screen.getByTestId('detail-status').textContent).toBe('已退款'));
    expect((await screen.findByTestId('refund-state')).textContent).toBe('已退款 ¥50.00');
  });
});
