import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';

/**
 * A visit as recorded. The HIS may send the same visit again (a retry after a lost answer):
 * the second answer is the first visit's, with `alreadyVisited`.
 */
export const HisVisitSchema = z.object({
  appointmentId: z.number().int(),
  visitedAt: TimestampSchema,
  alreadyVisited: z.boolean(),
});
export type HisVisit = z.infer<typeof HisVisitSchema>;

export const hisRecordVisitEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/appointments/:id/visit`,
  summary:
    'Record that the doctor saw the patient (就诊完成), by the appointment id of our webhooks: the patient may then rate the doctor. Paid appointments only (409 otherwise)',
  auth: { his: 'his:schedules' },
  params: IdParamsSchema,
  responses: { 200: HisVisitSchema },
});
