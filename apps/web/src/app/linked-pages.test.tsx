import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINKED_PAGES } from '../../test/linked-pages.ts';
import { renderRoutes } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { routes } from './router.tsx';

/** The first render waits for the lazily loaded page module. */
const LAZY = { timeout: 5000 };
let requested: string[] = [];

beforeEach(() => {
  localStorage.setItem('serverSource', 'WXGZH');
  sessionStorage.setItem('access_token', 'token');
  requested = [];
  // The module gate reads which areas are on; the pages themselves must ask nothing.
  server.use(mock.get('*/api/index/init', () => HttpResponse.json({ modules: {} })));
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/api/index/init')) requested.push(request.url);
  });
});

afterEach(() => server.events.removeAllListeners());

describe('a page opened from a link without the value it needs', () => {
  it.each(LINKED_PAGES)(
    '%s says the link is incomplete, asks nothing and offers home',
    async (path, title) => {
      renderRoutes(routes, path);
      expect(await screen.findByText('此链接不完整', undefined, LAZY)).toBeTruthy();
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText('页面缺少必要的信息，请返回首页重新进入')).toBeTruthy();
      expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      expect(requested).toEqual([]);
    },
  );

  it('goes home, replacing the broken address', async () => {
    server.use(
      mock.get('*/api/index/init', () => HttpResponse.json({}, { status: 503 })),
      mock.get('*/api/hospitals/getBizConfig', () => HttpResponse.json({}, { status: 503 })),
    );
    const user = userEvent.setup();
    const router = renderRoutes(routes, '/registerPages/doctorDetail');
    await user.click(await screen.findByRole('button', { name: '返回首页' }, LAZY));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('a page opened from a link with a value it cannot use', () => {
  it.each([
    '/regHistory/regDetail?id=abc',
    '/registerPages/sureScheduleData?deptCode=NK&docId=3&scheduleId=-1',
    '/myAppraises/testAppraise?reportId=3&kind=xray',
    '/myAppraises/treatmentAppraise?appointmentId=0',
    '/questionSurvey/surveyList?id=first',
    '/app/appMessageDetail?id=42',
    '/inHospitalManagePages/pdfPage?url=https://elsewhere.example/report.pdf',
  ])('%s says the link is wrong and asks nothing', async (path) => {
    renderRoutes(routes, path);
    expect(await screen.findByText('链接参数有误', undefined, LAZY)).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    expect(requested).toEqual([]);
  });
});
