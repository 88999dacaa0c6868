export { staffModule } from './routes.ts';
export { staffGuard, staffSessionOf } from './guard.ts';
export { ensureDemoStaff, DEMO_STAFF } from './demo-staff.ts';
export type { StaffActor } from './accounts-service.ts';
