import { IdParamsSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import { ClinicStopResultSchema, StopClinicSchema } from '../his/clinic-stops.ts';

export const consoleStopScheduleEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/schedules/:id/stop`,
  summary: 'Stop a half-day (停诊): its appointments are cancelled, paid ones refunded in full',
  auth: { staff: CONSOLE_AREA_ROLES.scheduling },
  params: IdParamsSchema,
  body: StopClinicSchema,
  responses: { 200: ClinicStopResultSchema },
});
