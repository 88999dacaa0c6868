import type { QueuePosition } from '@hospital/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { QUEUE_REFRESH_MS } from '../api/get-my-queue.ts';
import { WaitListPage } from './wait-list-page.tsx';

const PATH = '/waitingPages/waitList';

const position = (ahead: number): QueuePosition => ({
  appointmentId: 5,
  patientName: '王建华',
  deptName: '心血管内科',
  doctorName: '李一鸣',
  location: '门诊楼2楼A区',
  date: '2026-11-23',
  period: 'morning',
  sequence: 12,
  calling: 12 - ahead,
  ahead,
  estimatedWaitMinutes: ahead * 6,
});

describe('/waitingPages/waitList', () => {
  it('shows my number and the people ahead, and asks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    server.use(
      mock.get('*/api/appointment/CSQueuequery', () => {
        reads += 1;
        return HttpResponse.json([position(reads === 1 ? 3 : 2)]);
      }),
    );
    renderRoutes([page(PATH, <WaitListPage />)], PATH);
    expect((await screen.findByTestId('queue-sequence')).textContent).toBe('12');
    expect(screen.getByTestId('queue-ahead').textContent).toBe('3 人');
    expect(screen.getByText('预计等待约 18 分钟')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(QUEUE_REFRESH_MS));
    await waitFor(() => expect(screen.getByTestId('queue-ahead').textContent).toBe('2 人'));
  });

  it('invites to book when nothing waits today', async () => {
    server.use(mock.get('*/api/appointment/CSQueuequery', () => HttpResponse.json([])));
    renderRoutes([page(PATH, <WaitListPage />)], PATH);
    expect(await screen.findByText('今天没有待就诊的挂号')).toBeTruthy();
  });
});
