import type { RefundRecord } from '@hospital/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeReady, showLocale } from '../../../i18n/index.ts';
import { RefundList } from './refund-list.tsx';

afterEach(() => showLocale('zh-CN'));

const refund: RefundRecord = {
  id: 1,
  outRefundNo: 'R20250306080000',
  amountFen: 5000,
  status: 'success',
  reason: '医生停诊退款',
  reasonKey: 'clinicStopped',
  createdAt: '2025-03-06T09:00:00+08:00',
  succeededAt: null,
};

describe('the refunds of a payment, in English', () => {
  beforeEach(async () => {
    await showLocale('en');
    await localeReady();
  });

  it('words a reason the server gave in the active language', () => {
    render(<RefundList refunds={[refund]} />);
    expect(screen.getByTestId('refund').textContent).toContain(
      "Reason The doctor's clinic was stopped",
    );
    expect(screen.queryByText(/医生停诊/)).toBeNull();
  });

  it('shows a reason staff wrote as written, marked as the hospital’s words', () => {
    render(<RefundList refunds={[{ ...refund, reason: '患者申请退款', reasonKey: null }]} />);
    expect(screen.getByText('患者申请退款').getAttribute('lang')).toBe('zh-CN');
  });
});
