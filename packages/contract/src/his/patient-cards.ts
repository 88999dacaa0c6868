import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisBatchResultSchema, HisIdSchema, HisUpsertResultSchema, hisBatchOf } from './batch.ts';

/** Which person a hospital card (the spec's patientCode) belongs to. */
export const HisPatientCardSchema = z.object({
  name: z.string().trim().min(1).max(50),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,32}$/, 'idNumber: 5-32 letters or digits'),
});
export type HisPatientCard = z.infer<typeof HisPatientCardSchema>;

export const HisPatientCardItemSchema = HisPatientCardSchema.extend({ cardNo: HisIdSchema });

export const hisPutPatientCardEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/patient-cards/:cardNo`,
  summary: 'Registers which ID number and name a patient card belongs to',
  auth: { his: 'his:reports' },
  params: z.object({ cardNo: HisIdSchema }),
  body: HisPatientCardSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const hisBatchPatientCardsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/patient-cards::batchUpsert`,
  summary: 'Registers many patient cards, each accepted or refused on its own (hisId = cardNo)',
  auth: { his: 'his:reports' },
  body: hisBatchOf(HisPatientCardItemSchema),
  responses: { 200: HisBatchResultSchema },
});
