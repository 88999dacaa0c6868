import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/index.ts';
import { BACKDROP_REMOVAL_DELAY_MS, PICKER_BACK_EXIT_MS } from '../../../lib/constants.ts';
import { dispatchBack } from '../../../platform/back-button.ts';
import { closeHostWindow } from '../../../platform/bridges.ts';
import { PickerField } from './picker-field.tsx';

vi.mock('../../../platform/bridges.ts', () => ({ closeHostWindow: vi.fn() }));

const ID_TYPES = [
  { value: 'ID_CARD', label: '居民身份证' },
  { value: 'CHILD', label: '儿童（无证件）' },
];

function renderIdType() {
  render(
    <PickerField
      label="证件类型"
      placeholder="请选择"
      options={ID_TYPES}
      value=""
      onChange={vi.fn()}
      testId="field-id-type"
    />,
  );
  fireEvent.click(screen.getByText('请选择'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(closeHostWindow).mockClear();
});

describe('PickerField', () => {
  it('owns the back button while open: warns once, quits on a second back within 2 s', () => {
    const show = vi.spyOn(Toast, 'show');
    renderIdType();
    dispatchBack();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '再按一次退出程序' }));
    act(() => {
      vi.advanceTimersByTime(PICKER_BACK_EXIT_MS - 1);
    });
    dispatchBack();
    expect(closeHostWindow).toHaveBeenCalledTimes(1);
  });

  it('closes on a tap of the backdrop, which leaves 350 ms later with the back button', () => {
    const show = vi.spyOn(Toast, 'show');
    renderIdType();
    fireEvent.click(screen.getByTestId('backdrop'));
    expect(screen.getByTestId('backdrop')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(BACKDROP_REMOVAL_DELAY_MS);
    });
    expect(screen.queryByTestId('backdrop')).toBeNull();
    dispatchBack();
    expect(show).not.toHaveBeenCalled();
  });
});
