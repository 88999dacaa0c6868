import { Toast } from 'antd-mobile';
import { announce } from './announce.ts';
import { TOAST_LONG_MS, TOAST_SHORT_MS } from '../lib/constants.ts';

/** Toasts are short (2000 ms) unless asked to be long (3500 ms), and read out as they show. */
export function showToast(content: string, length: 'short' | 'long' = 'short'): void {
  Toast.show({ content, duration: length === 'long' ? TOAST_LONG_MS : TOAST_SHORT_MS });
  announce(content);
}
