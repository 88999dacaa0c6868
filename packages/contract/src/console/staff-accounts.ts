import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import {
  StaffNameSchema,
  StaffPasswordSchema,
  StaffRoleSchema,
  StaffUsernameSchema,
} from './session.ts';

const RolesSchema = z
  .array(StaffRoleSchema)
  .min(1, '请至少选择一个角色')
  .transform((roles) => [...new Set(roles)]);

export const StaffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: TimestampSchema,
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const listStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/staff`,
  summary: 'Every staff account, by user name',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  responses: { 200: z.array(StaffAccountSchema) },
});

export const CreateStaffSchema = z.object({
  username: StaffUsernameSchema,
  name: StaffNameSchema,
  roles: RolesSchema,
  /** The initial password, handed to the person out of band. */
  password: StaffPasswordSchema,
});
export type CreateStaff = z.input<typeof CreateStaffSchema>;

export const createStaffEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/staff`,
  summary: 'Create a staff account with an initial password (409 when the user name is taken)',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  body: CreateStaffSchema,
  responses: { 201: StaffAccountSchema },
});

export const setStaffRolesEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/staff/:id/roles`,
  summary: "Replace a staff member's roles; the last enabled administrator keeps theirs",
  auth: { staff: CONSOLE_AREA_ROLES.system },
  params: IdParamsSchema,
  body: z.object({ roles: RolesSchema }),
  responses: { 200: StaffAccountSchema },
});

export const setStaffDisabledEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/staff/:id/disabled`,
  summary: 'Disable (signing out every session) or enable a staff account',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  params: IdParamsSchema,
  body: z.object({ disabled: z.boolean() }),
  responses: { 200: StaffAccountSchema },
});

export const resetStaffPasswordEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/staff/:id/password`,
  summary: 'Set a new password for a staff member, signing out their sessions',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  params: IdParamsSchema,
  body: z.object({ password: StaffPasswordSchema }),
  responses: { 204: z.undefined() },
});
