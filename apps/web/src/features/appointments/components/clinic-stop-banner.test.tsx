import type { AppointmentRefund, ClinicStop } from '@hospital/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { appointment } from '../test/fixtures.ts';
import { ClinicStopBanner } from './clinic-stop-banner.tsx';

const PATH = '/regHistory/regDetail';
const STOPPED = appointment({
  status: 'canceled',
  cancelReason: 'clinic_stopped',
  canceledAt: '2026-11-22T18:05:00+08:00',
});

const stop = (values: Partial<ClinicStop> = {}): ClinicStop => ({
  appointmentId: 5,
  reason: '医生临时外出会诊',
  stoppedAt: '2026-11-22T18:05:00+08:00',
  deptCode: 'NK01',
  deptName: '心血管内科',
  sameDoctor: {
    scheduleId: 77,
    docId: 7,
    doctorName: '李一鸣',
    date: '2026-11-25',
    period: 'morning',
  },
  others: [],
  ...values,
});

const refund = (values: Partial<AppointmentRefund>): AppointmentRefund => ({
  appointmentId: 5,
  status: 'canceled',
  refundStatus: 'pending',
  paidFen: 5000,
  refundedFen: 0,
  ...values,
});

function renderBanner(clinicStop: ClinicStop, refunded: AppointmentRefund) {
  server.use(
    mock.get('*/api/appointment/5/clinicStop', () => HttpResponse.json(clinicStop)),
    mock.get('*/api/appointment/5/payRefund', () => HttpResponse.json(refunded)),
  );
  return renderRoutes(
    [
      page(PATH, <ClinicStopBanner appointment={STOPPED} />),
      page('/registerPages/sureScheduleData', <p>confirm page</p>),
      page('/registerPages/choiceDoctor', <p>doctors page</p>),
    ],
    `${PATH}?id=5`,
  );
}

describe('the clinic-stop banner', () => {
  it('shows the stop, the refund under way, and rebooks the same doctor in one tap', async () => {
    const router = renderBanner(stop(), refund({ refundStatus: 'pending' }));
    expect((await screen.findByTestId('clinic-stop-banner')).textContent).toContain('该号源已停诊');
    // The reason is the hospital's words, marked apart inside the sentence.
    const reason = await screen.findByText('停诊原因：', { exact: false });
    expect(reason.textContent).toBe('停诊原因：医生临时外出会诊');
    expect((await screen.findByTestId('clinic-stop-refund')).textContent).toBe(
      '挂号费 ¥50.00 退款中',
    );
    const rebook = await screen.findByTestId('rebook-same-doctor');
    expect(rebook.textContent).toContain('改约 李一鸣 2026-11-25 上午');
    fireEvent.click(rebook);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/registerPages/sureScheduleData'),
    );
    expect(router.state.location.search).toBe('?deptCode=NK01&docId=7&scheduleId=77');
  });

  it("shows the amount refunded and offers the department's doctors when the doctor has none", async () => {
    const router = renderBanner(
      stop({ sameDoctor: null }),
      refund({ status: 'refunded', refundStatus: 'success', refundedFen: 5000 }),
    );
    expect((await screen.findByTestId('clinic-stop-refund')).textContent).toBe('已退款 ¥50.00');
    expect(screen.queryByTestId('rebook-same-doctor')).toBeNull();
    fireEvent.click(await screen.findByTestId('rebook-department'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registerPages/choiceDoctor'));
    expect(router.state.location.search).toBe('?deptCode=NK01');
  });
});
