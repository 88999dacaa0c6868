import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/** Times are shown in the hospital's zone, which is the staff member's own. */
export const formatDateTime = (timestamp: string): string =>
  dayjs(timestamp).format('YYYY-MM-DD HH:mm:ss');

export const formatDate = (timestamp: string): string => dayjs(timestamp).format('YYYY-MM-DD');

/** A day as schedulers read it: 2026-11-24 周二. */
export const formatDay = (date: string): string => dayjs(date).format('YYYY-MM-DD ddd');
