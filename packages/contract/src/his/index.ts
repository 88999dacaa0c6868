/**
 * The HIS integration API (`/his/v1/*`): what the hospital's information system sends in
 * and reads back. Kept apart from the patient endpoints so the patient app never bundles
 * it; the server publishes it as its own OpenAPI document at /his/v1/docs.
 */
export * from './batch.ts';
export * from './token.ts';
export * from './departments.ts';
export * from './patient-cards.ts';
export * from './reports.ts';
export * from './content.ts';
export * from './webhooks.ts';
export * from './clinic-stops.ts';
export * from './doctors.ts';
export * from './schedules.ts';
export * from './appointments.ts';
export * from './payments.ts';
export * from './nat-items.ts';
export * from './exams.ts';
export * from './admissions.ts';
export * from './discharge.ts';
export * from './inpatient.ts';
export * from './outpatient-bills.ts';
