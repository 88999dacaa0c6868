import { MAX_PATIENTS_PER_ACCOUNT } from '@hospital/contract';
import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { summary } from '../test/fixtures.ts';
import { PatientManagerPage } from './patient-manager-page.tsx';

const PATH = '/patientManager/patientManager';

function renderManager(patients: unknown[]) {
  server.use(mock.get('*/api/patients/findPatient', () => HttpResponse.json(patients)));
  renderRoutes([page(PATH, <PatientManagerPage />)], PATH);
}

describe('/patientManager/patientManager', () => {
  it('shows names and ID numbers as given outside the Alipay host', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    renderManager([summary({ isDefault: true })]);
    expect((await screen.findByTestId('patient-name')).textContent).toBe('张建国');
    expect(screen.getByTestId('patient-id-number').textContent).toBe('1101**********123X');
    expect(screen.getByTestId('patient-default-badge').textContent).toBe('默认');
  });

  it('masks names and ID numbers in the Alipay host', async () => {
    localStorage.setItem('serverSource', 'ZFBSHH');
    renderManager([
      summary(),
      summary({ id: 2, name: '李英', idNumberMasked: '3201**********0027' }),
    ]);
    const names = await screen.findAllByTestId('patient-name');
    expect(names.map((name) => name.textContent)).toEqual(['**国', '*英']);
    const ids = screen.getAllByTestId('patient-id-number').map((id) => id.textContent);
    expect(ids).toEqual([`1${'*'.repeat(16)}X`, `3${'*'.repeat(16)}7`]);
    expect(document.body.textContent).not.toContain('张建国');
  });

  it('disables adding with the reason once the account holds the limit', async () => {
    const full = Array.from({ length: MAX_PATIENTS_PER_ACCOUNT }, (_, index) =>
      summary({ id: index + 1, patientCode: `P00000000${index}` }),
    );
    renderManager(full);
    expect(await screen.findByText('每个账号最多添加 6 位就诊人')).toBeTruthy();
    expect(screen.getByTestId('patient-add').hasAttribute('disabled')).toBe(true);
  });

  it('offers to add the first patient when there is none', async () => {
    renderManager([]);
    expect(await screen.findByText(/还没有就诊人/)).toBeTruthy();
    expect(screen.getByTestId('patient-add').hasAttribute('disabled')).toBe(false);
  });
});
