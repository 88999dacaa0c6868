import type { PaymentRecord } from '@hospital/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeReady, showLocale } from '../../../i18n/index.ts';
import { PaymentDescription } from './payment-description.tsx';

afterEach(() => showLocale('zh-CN'));

const record: PaymentRecord = {
  id: 3,
  outTradeNo: 'P20250306080000ABCDEF123456',
  subjectType: 'registration',
  subjectId: 9,
  description: '挂号费 2025-03-07 上午',
  descriptionTemplate: {
    key: 'registrationFee',
    params: { date: '2025-03-07', period: 'morning' },
  },
  amountFen: 5000,
  status: 'paid',
  channel: 'wechat_jsapi',
  paidAt: '2025-03-06T08:01:00+08:00',
  createdAt: '2025-03-06T08:00:00+08:00',
  refundedFen: 0,
  insuranceSplit: null,
};

describe('a payment line', () => {
  it('words a fee the server described in the active language', async () => {
    await showLocale('en');
    await localeReady();
    const { container } = render(<PaymentDescription record={record} />);
    expect(container.textContent).toBe('Registration fee, Fri, Mar 7, 2025 morning');
  });

  it('reads the same fee in Chinese with its weekday', () => {
    const { container } = render(<PaymentDescription record={record} />);
    expect(container.textContent).toBe('挂号费 2025-03-07 周五 上午');
  });

  it('shows a line the hospital wrote as written, marked as its words', async () => {
    await showLocale('en');
    render(
      <PaymentDescription
        record={{ ...record, description: '门诊缴费-血常规', descriptionTemplate: null }}
      />,
    );
    expect(screen.getByText('门诊缴费-血常规').getAttribute('lang')).toBe('zh-CN');
  });
});
