import type { ServerSource } from '@hospital/contract';

/** The online method the host pays with, as the payment pages name it. */
export const hostPayMethod = (host: ServerSource): 'wechat' | 'alipay' | 'cashier' =>
  host === 'WXGZH' ? 'wechat' : host === 'ZFBSHH' ? 'alipay' : 'cashier';
