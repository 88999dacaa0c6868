/**
 * The two doors of the hospital's side: the HIS integration API (machine clients with
 * scopes, `/his/v1/*`) and the staff console (people with roles, `/console/api/*`).
 */

/** What a HIS client may write or read, one scope per area. */
export const HIS_SCOPES = [
  'his:schedules',
  'his:reports',
  'his:bills',
  'his:inpatient',
  'his:exams',
  'his:content',
] as const;
export type HisScope = (typeof HIS_SCOPES)[number];

/** A staff member holds one or more roles; each console page and endpoint names the roles it admits. */
export const STAFF_ROLES = ['admin', 'scheduling', 'finance', 'content', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who opens each area of the staff console: the area's own role, and administrators
 * everywhere. Endpoints and the console's pages name one of these, so the console's menu
 * offers exactly what the server lets through.
 */
export const CONSOLE_AREA_ROLES = {
  scheduling: ['scheduling', 'admin'],
  finance: ['finance', 'admin'],
  serviceDesk: ['service', 'admin'],
  content: ['content', 'admin'],
  visits: ['scheduling', 'service', 'admin'],
  system: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsoleArea = keyof typeof CONSOLE_AREA_ROLES;

export const HIS_API_PREFIX = '/his/v1';
export const CONSOLE_API_PREFIX = '/console/api';
