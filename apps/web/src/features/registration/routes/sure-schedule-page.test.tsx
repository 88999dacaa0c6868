import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { confirmHandlers, patient } from '../test/fixtures.ts';
import { SureSchedulePage } from './sure-schedule-page.tsx';

const PATH = '/registerPages/sureScheduleData';
const ADDRESS = `${PATH}?deptCode=NK01&docId=7&scheduleId=41`;
const OPEN_TIME = '2026-11-22T18:00:00+08:00';

function renderConfirm(serverTime: string, patients = [patient()]) {
  server.use(...confirmHandlers(serverTime, patients));
  return renderRoutes(
    [page(PATH, <SureSchedulePage />), page('/pay/fullPayment', <p>pay page</p>)],
    ADDRESS,
  );
}

describe('/registerPages/sureScheduleData', () => {
  it('shows the slot, the fee and the default patient', async () => {
    renderConfirm(OPEN_TIME);
    expect((await screen.findByTestId('confirm-fee')).textContent).toBe('¥50.00');
    expect(screen.getByText('2026-11-23 周一 上午')).toBeTruthy();
    expect(screen.getByTestId('confirm-patient').textContent).toBe('王建华');
    expect(screen.getByTestId('confirm-window').textContent).toContain(
      '挂号时间为每天 07:00-00:30',
    );
  });

  it('refuses to book before the consent is accepted', async () => {
    let saved = 0;
    server.use(
      mock.post('*/api/appointment/save', () => {
        saved += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderConfirm(OPEN_TIME);
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    expect(await screen.findByText('请先阅读并同意挂号须知')).toBeTruthy();
    expect(saved).toBe(0);
  });

  it('books for the chosen patient once the consent is accepted, then goes to pay', async () => {
    let body: unknown;
    server.use(
      mock.post('*/api/appointment/save', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 99 });
      }),
    );
    const router = renderConfirm(OPEN_TIME);
    fireEvent.click(await screen.findByText('我已阅读并同意《挂号须知》'));
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/fullPayment'));
    expect(router.state.location.search).toBe('?id=99');
    expect(body).toEqual({ scheduleId: 41, patientId: 1 });
  });

  it("says booking is closed outside the hospital's window and disables booking", async () => {
    renderConfirm('2026-11-22T03:00:00+08:00');
    const notice = await screen.findByTestId('confirm-window');
    expect(notice.textContent).toContain('当前不在挂号时间内，挂号时间为每天 07:00-00:30');
    expect(screen.getByTestId('confirm-submit').hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's reason when the booking is refused", async () => {
    server.use(
      mock.post('*/api/appointment/save', () =>
        HttpResponse.json({ message: '该就诊人已预约该医生同一时段' }, { status: 409 }),
      ),
    );
    renderConfirm(OPEN_TIME);
    fireEvent.click(await screen.findByText('我已阅读并同意《挂号须知》'));
    fireEvent.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByText('该就诊人已预约该医生同一时段')).toBeTruthy();
  });

  it('asks to add a patient when the account has none', async () => {
    renderConfirm(OPEN_TIME, []);
    expect(await screen.findByTestId('confirm-add-patient')).toBeTruthy();
  });
});
