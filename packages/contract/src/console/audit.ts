import { z } from 'zod';
import { DateSchema, TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: TimestampSchema,
  /** `staff:3`, `user:12`, `his:<clientId>`, `provider:wechat`, `system`. */
  actor: z.string(),
  /** The staff member's name when the actor is `staff:<id>`. */
  actorName: z.string().nullable(),
  /** Dotted verb: `staff.create`, `refund.request`, `schedule.stop`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The entity before and after the action; null for a creation or a removal. */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const FilterText = z.string().trim().min(1).max(64).optional();

export const AuditQuerySchema = z
  .object({
    actor: FilterText,
    action: FilterText,
    entityType: FilterText,
    /** Days in the hospital's time zone, both included. */
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const auditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/audit`,
  summary: 'The audit log, newest first, filtered by actor, action, entity type and days',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  query: AuditQuerySchema,
  responses: { 200: AuditPageSchema },
});
