import { z } from 'zod';
import { DoctorTitleSchema } from '../doctors.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import {
  HisIdParamsSchema,
  HisIdSchema,
  hisListEndpoint,
  HisUpsertResultSchema,
  hisUpsertEndpoints,
} from './batch.ts';

const text = (max: number) => z.string().trim().max(max);

/** A doctor as the HIS sends it; without an avatar the patients see a drawn one. */
export const HisDoctorSchema = z.object({
  departmentHisId: HisIdSchema,
  name: text(30).min(1),
  title: DoctorTitleSchema,
  gender: z.enum(['MALE', 'FEMALE']),
  speciality: text(500).default(''),
  intro: text(5000).default(''),
  avatarUrl: z
    .url({ protocol: /^https$/, error: 'avatarUrl: an https URL' })
    .max(1000)
    .nullable()
    .default(null),
});
export type HisDoctor = z.infer<typeof HisDoctorSchema>;

export const HisDoctorItemSchema = HisDoctorSchema.extend({ hisId: HisIdSchema });
export type HisDoctorItem = z.infer<typeof HisDoctorItemSchema>;

const doctors = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/doctors`,
  scope: 'his:schedules',
  body: HisDoctorSchema,
  item: HisDoctorItemSchema,
  summaries: {
    put: 'Create or update one doctor by its HIS id (409 with the reason when refused)',
    batch: 'Create or update doctors item by item',
  },
});
export const putHisDoctor = doctors.put;
export const batchUpsertHisDoctors = doctors.batch;

export const listHisDoctors = hisListEndpoint(
  `${HIS_API_PREFIX}/doctors`,
  'his:schedules',
  HisDoctorItemSchema,
  'The doctors the HIS sent, in hisId order, to reconcile',
);

export const putHisDoctorAvatar = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/doctors/:hisId/avatar`,
  summary:
    "Replaces a doctor's photo with an image (JPEG, PNG or WebP, at most 2 MB) as multipart field `file`",
  auth: { his: 'his:schedules' },
  params: HisIdParamsSchema,
  responses: { 200: HisUpsertResultSchema },
});
