import { HOSPITAL_MODULES, type HospitalModule, type IndexInit } from '@hospital/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { routes } from '../router.tsx';

const LAZY = { timeout: 5000 };

/** The home answer of a hospital that has every area on except `off`. */
function serveHospital(off: HospitalModule[]) {
  const home: IndexInit = {
    hospitalName: '示例人民医院',
    servicePhone: '0571-88888888',
    sliders: [],
    marquee: [],
    latestNews: [],
    modules: Object.fromEntries(
      HOSPITAL_MODULES.map((module) => [module, !off.includes(module)]),
    ) as IndexInit['modules'],
  };
  server.use(
    mock.get('*/api/index/init', () => HttpResponse.json(home)),
    mock.get('*/api/hospitals/getBizConfig', () =>
      HttpResponse.json({ message: '稍后再试' }, { status: 503 }),
    ),
  );
}

beforeEach(() => localStorage.setItem('serverSource', 'WXGZH'));

describe('a hospital without COVID screening', () => {
  it('leaves the nucleic-acid and new-crown entries out of the home grid', async () => {
    serveHospital(['nucleicAcid', 'newCrown']);
    renderRoutes(routes, '/');
    expect(await screen.findByTestId('service-register', undefined, LAZY)).toBeTruthy();
    expect(screen.getByTestId('service-inspection')).toBeTruthy();
    expect(screen.queryByTestId('service-nucleicAcid')).toBeNull();
    expect(screen.queryByTestId('service-newCrown')).toBeNull();
  });

  it.each([
    '/nucleicAcid/nucleicAcid',
    '/nucleicAcidQuestion/nucleicAcidQuestion',
    '/outpatientPay/outpatientPayNucleicAcid',
    '/newCrownAppointment/registerLog',
  ])('says %s is not offered', async (path) => {
    serveHospital(['nucleicAcid', 'newCrown']);
    renderRoutes(routes, path);
    expect(await screen.findByText('如有需要，请咨询医院服务台', undefined, LAZY)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '本院未开通此项服务', level: 1 })).toBeTruthy();
  });

  it('goes home from the not-offered page, replacing it', async () => {
    serveHospital(['nucleicAcid']);
    const user = userEvent.setup();
    const router = renderRoutes(routes, '/nucleicAcid/nucleicAcid');
    await user.click(await screen.findByRole('button', { name: '返回首页' }, LAZY));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the pages of the areas it does offer', async () => {
    serveHospital(['nucleicAcid']);
    renderRoutes(routes, '/outpatientPay/payDetails');
    expect(await screen.findByRole('heading', { name: '缴费详情' }, LAZY)).toBeTruthy();
    expect(screen.queryByText('本院未开通此项服务')).toBeNull();
  });
});

describe('a hospital that offers the area', () => {
  it('shows its page', async () => {
    serveHospital([]);
    renderRoutes(routes, '/nucleicAcid/nucleicAcid');
    expect(await screen.findByRole('heading', { name: '核酸预约' }, LAZY)).toBeTruthy();
    expect(screen.queryByText('本院未开通此项服务')).toBeNull();
  });
});
