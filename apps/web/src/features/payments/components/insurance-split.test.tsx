import type { PaymentRecord } from '@hospital/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InsuranceSplitCard } from './insurance-split.tsx';
import { PaymentRecordItem } from './payment-record-item.tsx';

const split = { totalFen: 9000, fundFen: 4500, psnAcctFen: 3000, cashFen: 1500 };

const record: PaymentRecord = {
  id: 7,
  outTradeNo: 'P20250306080000ABCDEF123456',
  subjectType: 'outpatient',
  subjectId: 4,
  description: '门诊缴费',
  descriptionTemplate: null,
  amountFen: 9000,
  status: 'paid',
  channel: 'wechat_medicare',
  paidAt: '2025-03-06T08:01:00+08:00',
  createdAt: '2025-03-06T08:00:00+08:00',
  refundedFen: 0,
  insuranceSplit: split,
};

const renderItem = (shown: PaymentRecord) =>
  render(
    <MemoryRouter>
      <PaymentRecordItem record={shown} />
    </MemoryRouter>,
  );

describe('the split of a payment insurance paid', () => {
  it('lists the fund, the personal account and the cash on the detail page', () => {
    render(<InsuranceSplitCard split={split} />);
    expect(screen.getByText('医保结算')).toBeTruthy();
    expect(screen.getByTestId('record-split-fund').textContent).toBe('¥45.00');
    expect(screen.getByTestId('record-split-account').textContent).toBe('¥30.00');
    expect(screen.getByTestId('record-split-cash').textContent).toBe('¥15.00');
    expect(screen.getByText('自付现金')).toBeTruthy();
  });

  it('gives a list line the channel and the split in short', () => {
    renderItem(record);
    expect(screen.getByText(/医保电子凭证支付/)).toBeTruthy();
    expect(screen.getByTestId('record-split-line').textContent).toBe(
      '统筹 ¥45.00 · 个账 ¥30.00 · 自付 ¥15.00',
    );
  });

  it('shows no split for a payment made all in cash', () => {
    renderItem({ ...record, channel: 'wechat_jsapi', insuranceSplit: null });
    expect(screen.getByText(/微信支付/)).toBeTruthy();
    expect(screen.queryByTestId('record-split-line')).toBeNull();
  });
});
