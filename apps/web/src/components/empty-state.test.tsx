import { render, screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { EmptyState } from './empty-state.tsx';
import { showToast } from './toast.ts';

describe('EmptyState', () => {
  it('shows 暂无数据 by default', () => {
    render(<EmptyState />);
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
  });

  it('shows the supplied tips text', () => {
    render(<EmptyState tips="暂无待缴费账单" />);
    expect(screen.getByText('暂无待缴费账单')).toBeTruthy();
  });
});

describe('showToast', () => {
  it('is short (2000 ms) by default and long 3500 ms on request', () => {
    const show = vi.spyOn(Toast, 'show');
    showToast('已保存');
    showToast('请稍后再试', 'long');
    expect(show).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ content: '已保存', duration: 2000 }),
    );
    expect(show).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ content: '请稍后再试', duration: 3500 }),
    );
  });

  it('is drawn inside a polite live region, so screen readers read it out', async () => {
    showToast('已保存');
    const toast = await screen.findByText('已保存');
    expect(toast.closest('[aria-live=polite]')).toBeTruthy();
    // antd-mobile's toast mask is aria-hidden, which would silence the region around it.
    expect(toast.closest('[aria-hidden=true]')).toBeNull();
  });
});
