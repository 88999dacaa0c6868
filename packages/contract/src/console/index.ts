/** The staff console's API (`/console/api/*`), used by apps/console only. */
export * from './session.ts';
export * from './staff-accounts.ts';
export * from './audit.ts';
export * from './clinic-stops.ts';
export * from './settings.ts';
export * from './service-desk.ts';
export * from './webhooks.ts';
export * from './scheduling.ts';
export * from './finance.ts';
export * from './content.ts';
export * from './triage.ts';
export * from './questionnaires.ts';
