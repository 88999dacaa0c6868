import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { HEALTH_PASS_CODE_MAX, PassCheckSchema } from '../health.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';

/**
 * The door guard scans (or pastes) a patient's health pass. The guard stands for the
 * service desk, so the service role and administrators may check; nobody else learns
 * whose pass a code is.
 */
export const checkHealthPassEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/health/pass/check`,
  summary: "Checks a health pass's signed code: valid, expired or invalid, with its masked name",
  auth: { staff: CONSOLE_AREA_ROLES.serviceDesk },
  body: z.object({
    code: z
      .string()
      .trim()
      .min(1, '请扫描或粘贴通行码')
      .max(HEALTH_PASS_CODE_MAX, '通行码格式不正确'),
  }),
  responses: { 200: PassCheckSchema },
});
