import { fireEvent, render, screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { dispatchBack } from '../platform/back-button.ts';
import { DateField } from './date-field.tsx';

describe('DateField', () => {
  it('shows the date as yyyy-mm-dd', () => {
    render(
      <DateField
        label="就诊日期"
        value={new Date(2025, 3, 9)}
        onChange={vi.fn()}
        placeholder="请选择"
      />,
    );
    expect(screen.getByText('2025-04-09')).toBeTruthy();
  });

  it('takes the back button while the picker is open and warns before quitting', () => {
    const show = vi.spyOn(Toast, 'show');
    render(<DateField label="就诊日期" value={null} onChange={vi.fn()} placeholder="请选择" />);
    fireEvent.click(screen.getByText('请选择'));
    dispatchBack();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ content: '再按一次退出程序', duration: 2000 }),
    );
  });
});
