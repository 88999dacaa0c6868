import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { routes } from './router.tsx';

const INDEX_INIT = {
  hospitalName: '示例人民医院',
  servicePhone: '0571-88888888',
  sliders: [],
  marquee: [{ id: 1, title: '五一假期门诊安排' }],
  latestNews: [],
  modules: { fever: false },
};
const BIZ_CONFIG = {
  hospitalName: '示例人民医院',
  registrationWindow: { start: { hour: 7, minute: 30 }, end: { hour: 17, minute: 0 } },
  paymentTimeoutMinutes: 15,
  cancelCutoffHours: 2,
  serverTime: '2025-01-01T08:00:00+08:00',
};

function serveHome() {
  server.use(
    mock.get('*/api/index/init', () => HttpResponse.json(INDEX_INIT)),
    mock.get('*/api/hospitals/getBizConfig', () => HttpResponse.json(BIZ_CONFIG)),
  );
}

describe('the tab shell at /', () => {
  it('shows two tabs at 50% outside the native shell, with the home content', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    serveHome();
    renderRoutes(routes, '/');
    expect(await screen.findByText('示例人民医院')).toBeTruthy();
    expect(screen.getByTestId('tab-home').style.width).toBe('50%');
    expect(screen.getByTestId('tab-personal').style.width).toBe('50%');
    expect(screen.queryByTestId('tab-message')).toBeNull();
    expect(screen.getByTestId('service-register').textContent).toContain('预约挂号');
    expect(screen.queryByTestId('service-fever')).toBeNull();
    expect(await screen.findByText(/07:30-17:00/)).toBeTruthy();
    expect(document.title).toBe('诊疗服务');
  });

  it('adds the 消息 tab at 33% in the native shell', async () => {
    localStorage.setItem('serverSource', 'WXAPP');
    serveHome();
    renderRoutes(routes, '/');
    const message = await screen.findByTestId('tab-message');
    expect(message.textContent).toBe('消息');
    expect(message.style.width).toBe('33%');
  });

  it('titles the personal tab 个人中心 and shows the signed-in user', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    serveHome();
    server.use(
      mock.get('*/api/me', () =>
        HttpResponse.json({
          id: 1,
          name: '张三丰',
          nickname: null,
          avatarUrl: null,
          phone: '13812345678',
          hasPassword: false,
          boundHosts: ['WXGZH'],
        }),
      ),
    );
    renderRoutes(routes, '/personal');
    expect((await screen.findByTestId('user-name')).textContent).toBe('张三丰');
    expect(screen.getByText('添加就诊人')).toBeTruthy();
    expect(document.title).toBe('个人中心');
  });

  it('masks the user in the payment-app host', async () => {
    localStorage.setItem('serverSource', 'ZFBSHH');
    serveHome();
    server.use(
      mock.get('*/api/me', () =>
        HttpResponse.json({
          id: 1,
          name: '张三丰',
          nickname: null,
          avatarUrl: null,
          phone: '13812345678',
          hasPassword: false,
          boundHosts: [],
        }),
      ),
    );
    renderRoutes(routes, '/personal');
    expect((await screen.findByTestId('user-name')).textContent).toBe('**丰');
    expect(screen.getByText('138******78')).toBeTruthy();
  });

  it('offers a retry when the home call fails', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    server.use(
      mock.get('*/api/index/init', () =>
        HttpResponse.json({ message: '服务维护中' }, { status: 503 }),
      ),
      mock.get('*/api/hospitals/getBizConfig', () => HttpResponse.json(BIZ_CONFIG)),
    );
    renderRoutes(routes, '/');
    expect(await screen.findByText('服务维护中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});

describe('the route table', () => {
  it('redirects intelGuidance to chooseBodyParts', async () => {
    serveHome();
    const router = renderRoutes(routes, '/intelGuidance/intelGuidance');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/intelGuidance/intelGuidance/chooseBodyParts'),
    );
  });
});
