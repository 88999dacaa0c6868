import { contentPaths } from '../features/content/paths.ts';
import { doorPassPaths } from '../features/door-pass/paths.ts';
import { questionnairePaths } from '../features/questionnaires/paths.ts';
import { triagePaths } from '../features/triage/paths.ts';

/**
 * Every console address, relative to the router's `/console` base. Pages and links name
 * these, never a string of their own.
 */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  totpEnrol: '/totp-enrol',
  staffAccounts: '/staff',
  auditLog: '/audit',
  schedules: '/schedules',
  doctors: '/doctors',
  departments: '/departments',
  paymentOrders: '/finance/orders',
  refundApprovals: '/finance/refund-approvals',
  reconciliation: '/finance/reconciliation',
  feedback: '/feedback',
  reportComments: '/report-comments',
  doctorEvaluations: '/doctor-evaluations',
  doctorRatings: '/doctor-ratings',
  hospitalSettings: '/settings',
  webhooks: '/webhooks',
  ...contentPaths,
  ...triagePaths,
  ...doorPassPaths,
  ...questionnairePaths,
} as const;

export type ConsolePath = (typeof paths)[keyof typeof paths];
