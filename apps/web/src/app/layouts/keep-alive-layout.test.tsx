import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { summary } from '../../features/patients/test/fixtures.ts';
import { reportSummary } from '../../features/reports/test/fixtures.ts';
import { page, renderRoutes } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { keptReportQuery } from '../routes/report-routes.tsx';
import { KeepAliveLayout, type KeptPage } from './keep-alive-layout.tsx';
import { PRELOAD_PAGE_LIMIT } from '../../lib/constants.ts';

const QUERY = '/reportQuery/reportQuery';

function renderReports() {
  server.use(
    mock.get('*/api/patients/findPatient', () => HttpResponse.json([summary({ isDefault: true })])),
    mock.get('*/api/report/checks', () => HttpResponse.json([reportSummary()])),
    mock.get('*/api/report/inspects', () =>
      HttpResponse.json([reportSummary({ id: 21, kind: 'inspection', title: '胸部CT平扫' })]),
    ),
  );
  return renderRoutes(
    [
      {
        path: '/',
        element: <KeepAliveLayout kept={[keptReportQuery]} />,
        children: [
          { path: QUERY, element: null },
          page('/reportQuery/inspectReport', <p>inspection report</p>),
          page('/personal', <p>personal center</p>),
        ],
      },
    ],
    QUERY,
  );
}

const activeTab = () => document.querySelector('.adm-tabs-tab-active')?.textContent;
const activeRange = () =>
  document.querySelector('input[type=radio]:checked')?.parentElement?.textContent;

async function chooseInspectionsOfAllTime() {
  fireEvent.click(await screen.findByText('检查报告'));
  fireEvent.click(screen.getByText('全部'));
  await screen.findByText('胸部CT平扫');
}

describe('keeping /reportQuery/reportQuery alive', () => {
  it('keeps the tab and date filter when the patient opens a report and comes back', async () => {
    const router = renderReports();
    await chooseInspectionsOfAllTime();
    fireEvent.click(screen.getByText('胸部CT平扫'));
    await screen.findByText('inspection report');
    // Kept: still mounted, hidden by KeptAlive.
    expect(screen.getByText('胸部CT平扫').closest('[style*="display: none"]')).toBeTruthy();

    act(() => router.navigate(-1));
    await screen.findByText('胸部CT平扫');
    expect(activeTab()).toBe('检查报告');
    expect(activeRange()).toBe('全部');
  });

  it('starts afresh after the patient left for the personal center', async () => {
    const router = renderReports();
    await chooseInspectionsOfAllTime();
    act(() => router.navigate('/personal'));
    await screen.findByText('personal center');
    expect(screen.queryByText('胸部CT平扫')).toBeNull();

    act(() => router.navigate(QUERY));
    await screen.findByText('血常规');
    await waitFor(() => expect(activeTab()).toBe('检验报告'));
    expect(activeRange()).toBe('近半年');
  });
});

const ward = (n: number) => `/ward/${n}`;
const wards: KeptPage[] = Array.from({ length: PRELOAD_PAGE_LIMIT + 2 }, (_, index) => ({
  path: ward(index + 1),
  element: <p>ward {index + 1}</p>,
  dropWhenGoingTo: [],
}));
const mounted = (n: number) => screen.queryByText(`ward ${n}`) !== null;

async function visit(router: ReturnType<typeof renderRoutes>, n: number) {
  act(() => router.navigate(ward(n)));
  await screen.findByText(`ward ${n}`);
}

describe('how many pages stay alive', () => {
  it(`keeps at most ${PRELOAD_PAGE_LIMIT}, dropping the one visited longest ago`, async () => {
    const router = renderRoutes(
      [
        {
          path: '/',
          element: <KeepAliveLayout kept={wards} />,
          children: wards.map(({ path }) => ({ path, element: null })),
        },
      ],
      ward(1),
    );
    await screen.findByText('ward 1');
    for (let n = 2; n <= PRELOAD_PAGE_LIMIT; n += 1) await visit(router, n);
    await visit(router, 1);
    expect(wards.every((_, index) => mounted(index + 1) === index < PRELOAD_PAGE_LIMIT)).toBe(true);

    // The eleventh: ward 2 is now the one visited longest ago, not ward 1, opened first.
    await visit(router, PRELOAD_PAGE_LIMIT + 1);
    await waitFor(() => expect(mounted(2)).toBe(false));
    expect(mounted(1)).toBe(true);
    for (let n = 3; n <= PRELOAD_PAGE_LIMIT + 1; n += 1) expect(mounted(n)).toBe(true);

    await visit(router, PRELOAD_PAGE_LIMIT + 2);
    await waitFor(() => expect(mounted(3)).toBe(false));
    expect(document.querySelectorAll('p').length).toBe(PRELOAD_PAGE_LIMIT);
  });
});
