import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { summary } from '../test/fixtures.ts';
import { DefaultPatientCard } from './default-patient-card.tsx';

function renderCard(patient: unknown) {
  server.use(mock.get('*/api/patients/default-patient', () => HttpResponse.json({ patient })));
  const card = <DefaultPatientCard placement="personal" fallback={<p>add a patient</p>} />;
  return renderRoutes([page('/', card), page('*', <p>landed</p>)], '/');
}

describe('DefaultPatientCard', () => {
  it('shows the default patient with a masked card number and a switch link', async () => {
    sessionStorage.setItem('access_token', 'token');
    renderCard(summary({ name: '张小雨', gender: 'FEMALE', isDefault: true }));
    expect((await screen.findByTestId('default-patient-name')).textContent).toContain('张小雨');
    expect(screen.getByText('卡号 P95****285')).toBeTruthy();
    expect(screen.getByTestId('default-patient-switch').getAttribute('href')).toBe(
      '/patientManager/patientManager',
    );
  });

  it('masks the name in the Alipay host', async () => {
    sessionStorage.setItem('access_token', 'token');
    localStorage.setItem('serverSource', 'ZFBSHH');
    renderCard(summary({ name: '张小雨', isDefault: true }));
    expect((await screen.findByTestId('default-patient-name')).textContent).toContain('**雨');
    expect(document.body.textContent).not.toContain('张小雨');
  });

  it('shows the fallback when the account has no default patient', async () => {
    sessionStorage.setItem('access_token', 'token');
    renderCard(null);
    expect(await screen.findByText('add a patient')).toBeTruthy();
  });

  it('asks nothing of the server without a session', async () => {
    renderRoutes([page('/', <DefaultPatientCard placement="home" />)], '/');
    expect(await screen.findByTestId('default-patient-add')).toBeTruthy();
  });
});
