import { z } from 'zod';
import { DateSchema } from '../common.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisIdSchema, hisListEndpoint, hisUpsertEndpoints } from './batch.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A pre-admission notice the ward issues on a patient card (registered first with
 * `PUT /patient-cards`): where and when to come, who admits, the deposit required and what
 * to bring. `admitted` once the patient is in a bed, `cancelled` when the ward withdraws it;
 * either closes the notice to the patient's changes. Its card never changes.
 */
export const HisAdmissionNoticeSchema = z.object({
  cardNo: HisIdSchema,
  patientName: text(20),
  department: text(40),
  ward: text(40),
  bed: text(20).nullable().default(null),
  doctor: text(20),
  diagnosis: text(100).nullable().default(null),
  plannedDate: DateSchema,
  depositFen: z.number().int().min(0).max(10_000_000),
  notes: text(1000),
  status: z.enum(['open', 'admitted', 'cancelled']).default('open'),
});
export type HisAdmissionNotice = z.infer<typeof HisAdmissionNoticeSchema>;

export const HisAdmissionNoticeItemSchema = HisAdmissionNoticeSchema.extend({ hisId: HisIdSchema });
export type HisAdmissionNoticeItem = z.infer<typeof HisAdmissionNoticeItemSchema>;

const notices = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/admission-notices`,
  scope: 'his:inpatient',
  body: HisAdmissionNoticeSchema,
  item: HisAdmissionNoticeItemSchema,
  summaries: {
    put: 'Create or update one pre-admission notice by its HIS id',
    batch: 'Create or update pre-admission notices item by item',
  },
});
export const putHisAdmissionNotice = notices.put;
export const batchUpsertHisAdmissionNotices = notices.batch;

export const listHisAdmissionNotices = hisListEndpoint(
  `${HIS_API_PREFIX}/admission-notices`,
  'his:inpatient',
  HisAdmissionNoticeItemSchema,
  'The pre-admission notices the HIS sent, in hisId order, to reconcile',
);
