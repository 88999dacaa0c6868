/** The staff console's API (`/console/api/*`), used by apps/console only. */
export * from './session.ts';
export * from './staff-accounts.ts';
export * from './audit.ts';
export * from './clinic-stops.ts';
