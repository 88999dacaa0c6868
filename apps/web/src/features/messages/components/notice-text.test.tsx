import type { Notice } from '@hospital/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLocale } from '../../../i18n/index.ts';
import { NoticeItem } from './notice-item.tsx';

afterEach(() => showLocale('zh-CN'));

const stop: Notice = {
  id: 'message-4',
  title: '停诊通知',
  body: '您预约的心内科 王明医生 2025-03-07（周五）上午 门诊停诊（专家外出会诊），预约已取消。',
  category: 'account',
  createdAt: '2025-03-06T08:00:00+08:00',
  read: false,
  rebook: null,
  template: {
    key: 'clinicStop',
    params: {
      deptName: '心内科',
      doctorName: '王明',
      date: '2025-03-07',
      period: 'morning',
      reason: '专家外出会诊',
      refundFen: 5000,
      sameDoctor: { date: '2025-03-10', period: 'afternoon' },
      hasOthers: true,
    },
  },
};

/** Text of the item outside what is marked as the hospital's own (Chinese) words. */
const ownWords = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const marked of copy.querySelectorAll('[lang^="zh"]')) marked.remove();
  return copy.textContent ?? '';
};

describe('a message the server wrote from a template', () => {
  it('reads in English with only the hospital’s names and reason left in Chinese', async () => {
    await showLocale('en');
    render(<NoticeItem notice={stop} onOpen={() => undefined} />);
    const item = await screen.findByTestId('notice-item');
    expect(item.textContent).toContain('Clinic cancelled');
    expect(item.textContent).toContain('Dr 王明 (心内科)');
    expect(item.textContent).toContain('Fri, Mar 7, 2025 morning');
    expect(item.textContent).toContain('¥50.00 you paid is being refunded');
    expect(item.textContent).toContain('Dr 王明 on Mon, Mar 10, 2025 afternoon');
    expect(ownWords(item)).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('reads in Chinese from the app’s own words', () => {
    render(<NoticeItem notice={stop} onOpen={() => undefined} />);
    const item = screen.getByTestId('notice-item');
    expect(item.textContent).toContain(
      '您预约的心内科 王明医生 2025-03-07 周五 上午 门诊停诊（专家外出会诊），预约已取消。已支付的挂号费 ¥50.00 将全额原路退回',
    );
  });

  it('leaves a notice the hospital wrote as written, marked as its words', async () => {
    await showLocale('en');
    render(
      <NoticeItem
        notice={{ ...stop, title: '五一门诊安排', body: '五一期间门诊照常。', template: null }}
        onOpen={() => undefined}
      />,
    );
    const item = await screen.findByTestId('notice-item');
    expect(screen.getByText('五一门诊安排').closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
    expect(ownWords(item)).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
