import { idCardCheckCharacter } from '@hospital/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { dictHandler } from '../test/fixtures.ts';
import { AddPatientPage } from './add-patient-page.tsx';

const PATH = '/patientManager/addPatient';
const first17 = '11010519850512002';

function renderAdd() {
  server.use(dictHandler);
  renderRoutes([page(PATH, <AddPatientPage />), page('*', <p>landed</p>)], PATH);
}

const type = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId).querySelector('input')!, { target: { value } });

/**
 * Picks `option` on the open picker's wheel and confirms it. The wheel hands its choice to the
 * picker from a timer it sets in an effect (antd-mobile's debounce), which Preact runs after
 * the event: a finger's confirm comes long after it, so the test lets that timer run first.
 */
async function pick(option: string) {
  fireEvent.click(await screen.findByText(option));
  await act(() => new Promise<void>((handedOver) => setTimeout(handedOver)));
  fireEvent.click(screen.getByText('确定'));
}

describe('/patientManager/addPatient', () => {
  it('explains a wrong check digit as the ID number is typed', async () => {
    renderAdd();
    const wrong = first17 + (idCardCheckCharacter(first17) === '1' ? '2' : '1');
    type('field-id-number', wrong);
    expect(await screen.findByText('身份证号校验位不正确，请核对')).toBeTruthy();
  });

  it('fills birth date and gender from a valid ID number', async () => {
    renderAdd();
    type('field-id-number', first17 + idCardCheckCharacter(first17));
    expect(await screen.findByText('身份证号校验通过')).toBeTruthy();
    expect(screen.getByTestId('field-birth-date').textContent).toContain('1985-05-12');
    const female = screen.getByText('女').closest('.adm-selector-item');
    expect(female?.className).toContain('adm-selector-item-active');
  });

  it('shows every problem beside its field and sends nothing', async () => {
    let sent = false;
    server.use(mock.post('*/api/patients/save', () => ((sent = true), HttpResponse.json({}))));
    renderAdd();
    type('field-phone', '1380013');
    fireEvent.click(screen.getByTestId('patient-submit'));
    expect(await screen.findByText('姓名应为2-20个字')).toBeTruthy();
    expect(screen.getByText('请输入正确的11位手机号')).toBeTruthy();
    expect(screen.getByText('请选择与本人关系')).toBeTruthy();
    expect(screen.getByText('请阅读并勾选同意就诊人信息授权协议')).toBeTruthy();
    expect(sent).toBe(false);
  });

  it('places the server message beside the field it names', async () => {
    server.use(
      mock.post('*/api/patients/save', () =>
        HttpResponse.json(
          { message: '该身份证号已添加为就诊人', code: 'CONFLICT', field: 'idNumber' },
          { status: 409 },
        ),
      ),
    );
    renderAdd();
    type('field-name', '张小雨');
    type('field-id-number', first17 + idCardCheckCharacter(first17));
    type('field-phone', '13900139000');
    fireEvent.click(screen.getByTestId('field-relation'));
    await pick('子女');
    fireEvent.click(screen.getByText(/我已阅读并同意/));
    fireEvent.click(screen.getByTestId('patient-submit'));
    await waitFor(() =>
      expect(screen.getAllByText('该身份证号已添加为就诊人').length).toBeGreaterThan(0),
    );
    expect(screen.getByTestId('field-id-number').closest('.adm-list-item')?.textContent).toContain(
      '该身份证号已添加为就诊人',
    );
  });
});
