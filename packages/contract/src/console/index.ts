/** The staff console's API (`/console/api/*`), used by apps/console only. */
export * from './service-desk.ts';
