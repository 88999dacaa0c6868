/** The staff console's API (`/console/api/*`), used by apps/console only. */
export * from './settings.ts';
