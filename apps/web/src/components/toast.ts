import { Toast } from 'antd-mobile';
import { TOAST_LONG_MS, TOAST_SHORT_MS } from '../lib/constants.ts';

/** Spec section 9: short 2000 ms, long 3500 ms, short by default. */
export function showToast(content: string, length: 'short' | 'long' = 'short'): void {
  Toast.show({ content, duration: length === 'long' ? TOAST_LONG_MS : TOAST_SHORT_MS });
}
