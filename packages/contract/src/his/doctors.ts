import { z } from 'zod';
import { DoctorTitleSchema } from '../doctors.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import {
  HisBatchResultSchema,
  hisBatchOf,
  HisIdParamsSchema,
  HisIdSchema,
  hisPageOf,
  HisPageQuerySchema,
  HisUpsertResultSchema,
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

export const putHisDoctor = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/doctors/:hisId`,
  summary: 'Create or update one doctor by its HIS id (409 with the reason when refused)',
  auth: { his: 'his:schedules' },
  params: HisIdParamsSchema,
  body: HisDoctorSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const batchUpsertHisDoctors = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/doctors::batchUpsert`,
  summary: 'Create or update doctors item by item',
  auth: { his: 'his:schedules' },
  body: hisBatchOf(HisDoctorItemSchema),
  responses: { 200: HisBatchResultSchema },
});

export const listHisDoctors = defineEndpoint({
  method: 'GET',
  path: `${HIS_API_PREFIX}/doctors`,
  summary: 'The doctors the HIS sent, in hisId order, to reconcile',
  auth: { his: 'his:schedules' },
  query: HisPageQuerySchema,
  responses: { 200: hisPageOf(HisDoctorItemSchema) },
});

export const putHisDoctorAvatar = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/doctors/:hisId/avatar`,
  summary:
    "Replaces a doctor's photo with an image (JPEG, PNG or WebP, at most 2 MB) as multipart field `file`",
  auth: { his: 'his:schedules' },
  params: HisIdParamsSchema,
  responses: { 200: HisUpsertResultSchema },
});
