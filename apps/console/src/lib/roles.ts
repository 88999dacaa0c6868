import type { StaffRole } from '@hospital/contract';

export const roleLabels: Record<StaffRole, string> = {
  admin: '系统管理员',
  scheduling: '排班管理',
  finance: '财务',
  content: '内容运营',
  service: '患者服务',
};

/** antd's preset tag colours whose text meets WCAG AA contrast on their own ground. */
export const roleColors: Record<StaffRole, string> = {
  admin: 'red',
  scheduling: 'blue',
  finance: 'magenta',
  content: 'purple',
  service: 'geekblue',
};

/** Whether a member holding `held` may open something that admits `admitted`. */
export const admits = (admitted: readonly StaffRole[], held: readonly StaffRole[]): boolean =>
  admitted.some((role) => held.includes(role));
