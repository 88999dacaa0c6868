import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { resultItem, testReport } from '../test/fixtures.ts';
import { TestReportPage } from './test-report-page.tsx';

const PATH = '/reportQuery/testReport';

function renderReport(items: ReturnType<typeof resultItem>[]) {
  server.use(
    mock.get('*/api/report/checkReprotDetail', ({ request }) =>
      new URL(request.url).searchParams.get('id') === '11'
        ? HttpResponse.json(testReport(items))
        : HttpResponse.json({ message: '报告不存在' }, { status: 404 }),
    ),
    mock.get('*/api/report/reportCommentDetail', () => HttpResponse.json({ comment: null })),
  );
  renderRoutes([page(PATH, <TestReportPage />)], `${PATH}?id=11`);
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('[data-testid=result-row]') as HTMLElement;

describe('/reportQuery/testReport', () => {
  it('flags values above and below the reference with an arrow and a colour', async () => {
    renderReport([
      resultItem({ id: 1, name: '白细胞计数', value: '12.4' }),
      resultItem({
        id: 2,
        name: '血红蛋白',
        value: '98',
        unit: 'g/L',
        reference: { low: 130, high: 175, text: null },
      }),
      resultItem({
        id: 3,
        name: '血小板计数',
        value: '210',
        reference: { low: 125, high: 350, text: null },
      }),
    ]);
    const high = await rowOf('白细胞计数');
    expect(high.dataset.flag).toBe('H');
    expect(high.querySelector('[data-testid=result-value]')?.textContent).toContain('12.4↑');
    expect(high.querySelector('[aria-label=偏高]')).toBeTruthy();

    const low = await rowOf('血红蛋白');
    expect(low.dataset.flag).toBe('L');
    expect(low.querySelector('[data-testid=result-value]')?.textContent).toContain('98↓');
    expect(low.textContent).toContain('130-175');

    const normal = await rowOf('血小板计数');
    expect(normal.dataset.flag).toBe('N');
    expect(normal.textContent).not.toMatch(/[↑↓]/);
    expect(screen.getByText('共 3 项，2 项异常')).toBeTruthy();
  });

  it('flags a qualitative result that differs from its reference text', async () => {
    renderReport([
      resultItem({
        name: '尿蛋白',
        value: '阳性(+)',
        unit: '',
        reference: { low: null, high: null, text: '阴性' },
      }),
    ]);
    const row = await rowOf('尿蛋白');
    expect(row.dataset.flag).toBe('H');
    expect(row.textContent).toContain('阴性');
  });

  it('shows the request message when the report is not the patient’s', async () => {
    server.use(
      mock.get('*/api/report/checkReprotDetail', () =>
        HttpResponse.json({ message: '报告不存在' }, { status: 404 }),
      ),
      mock.get('*/api/report/reportCommentDetail', () => HttpResponse.json({ comment: null })),
    );
    renderRoutes([page(PATH, <TestReportPage />)], `${PATH}?id=99`);
    expect(await screen.findByText('报告不存在')).toBeTruthy();
  });
});
