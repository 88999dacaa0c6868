import type { PaymentStatus } from '@hospital/contract';

export const STATUS_COLOR: Record<PaymentStatus, string> = {
  pending: 'warning',
  paid: 'success',
  closed: 'default',
  refunded: 'primary',
  partially_refunded: 'primary',
};
