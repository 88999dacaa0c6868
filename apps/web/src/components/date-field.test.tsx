import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { PICKER_BACK_EXIT_MS } from '../lib/constants.ts';
import { dispatchBack } from '../platform/back-button.ts';
import { closeHostWindow } from '../platform/bridges.ts';
import { DateField } from './date-field.tsx';

vi.mock('../platform/bridges.ts', () => ({ closeHostWindow: vi.fn() }));

const PRESS_AGAIN = '再按一次退出程序';

function VisitDate(props: { min?: Date; max?: Date }) {
  const [value, setValue] = useState('');
  return (
    <DateField label="就诊日期" value={value} onChange={setValue} placeholder="请选择" {...props} />
  );
}

const open = () => fireEvent.click(screen.getByText('请选择'));
const yearsOffered = () =>
  [...document.querySelectorAll('.adm-picker-view-column')][0]?.querySelectorAll(
    '.adm-picker-view-column-item',
  );
const firstAndLastYear = () => {
  const years = [...(yearsOffered() ?? [])].map((item) => item.textContent);
  return [years[0], years.at(-1)];
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2030, 5, 15, 9, 0) });
  vi.mocked(closeHostWindow).mockClear();
});

describe('DateField', () => {
  it('shows the chosen day as yyyy-mm-dd beside its label', () => {
    render(
      <DateField label="就诊日期" value="2025-04-09" onChange={vi.fn()} placeholder="请选择" />,
    );
    expect(screen.getByText('就诊日期')).toBeTruthy();
    expect(screen.getByText('2025-04-09')).toBeTruthy();
  });

  it('offers five years either side of the current year by default', () => {
    render(<VisitDate />);
    open();
    expect(firstAndLastYear()).toEqual(['2025', '2035']);
  });

  it('offers the range it is given instead of the default', () => {
    render(<VisitDate min={new Date(1900, 0, 1)} max={new Date(2030, 5, 15)} />);
    open();
    expect(firstAndLastYear()).toEqual(['1900', '2030']);
  });

  it('does not open while locked and shows its error beneath', () => {
    render(
      <DateField
        label="出生日期"
        value="1990-01-02"
        onChange={vi.fn()}
        placeholder="请选择"
        error="请选择出生日期"
        locked
      />,
    );
    fireEvent.click(screen.getByText('1990-01-02'));
    expect(yearsOffered()).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe('请选择出生日期');
  });

  it('warns on back while open and quits on a second back within 2 s', () => {
    const show = vi.spyOn(Toast, 'show');
    render(<VisitDate />);
    open();
    dispatchBack();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: PRESS_AGAIN }));
    expect(closeHostWindow).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(PICKER_BACK_EXIT_MS - 1);
    });
    dispatchBack();
    expect(closeHostWindow).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('warns again instead of quitting when the second back comes 2 s later', () => {
    const show = vi.spyOn(Toast, 'show');
    render(<VisitDate />);
    open();
    dispatchBack();
    act(() => {
      vi.advanceTimersByTime(PICKER_BACK_EXIT_MS);
    });
    dispatchBack();
    expect(closeHostWindow).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('gives the back button back once the picker closes', () => {
    const show = vi.spyOn(Toast, 'show');
    render(<VisitDate />);
    open();
    fireEvent.click(screen.getByText('取消'));
    dispatchBack();
    dispatchBack();
    expect(show).not.toHaveBeenCalled();
    expect(closeHostWindow).not.toHaveBeenCalled();
  });
});
