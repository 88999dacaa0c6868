import type { AppointmentStatus } from '@hospital/contract';

export const STATUS_COLOR: Record<AppointmentStatus, string> = {
  pending_payment: 'warning',
  paid: 'success',
  canceled: 'default',
  refunded: 'primary',
  expired: 'default',
  visited: 'success',
};

/** The tabs of /regHistory/regHistory: 全部, 待支付, 已支付, 已取消, 已退款. */
export const HISTORY_TABS = ['all', 'pending_payment', 'paid', 'canceled', 'refunded'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export const toHistoryTab = (value: string | null): HistoryTab =>
  HISTORY_TABS.find((tab) => tab === value) ?? 'all';
