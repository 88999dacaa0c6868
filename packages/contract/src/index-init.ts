import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MarqueeItemSchema, NewsSummarySchema, SliderImageSchema } from './news.ts';

/** Feature areas of the home page that a hospital can switch on or off. */
export const HOSPITAL_MODULES = [
  'registration',
  'outpatientPay',
  'inpatient',
  'reports',
  'appointmentInspection',
  'nucleicAcid',
  'newCrown',
  'fever',
  'selfAdmission',
  'selfDischarge',
  'waitingQueue',
  'hospitalGuide',
  'intelGuidance',
  'preDiagnosis',
  'doctorFollow',
  'news',
  'feedback',
  'survey',
] as const;
export const HospitalModuleSchema = z.enum(HOSPITAL_MODULES);
export type HospitalModule = z.infer<typeof HospitalModuleSchema>;

export const IndexInitSchema = z.object({
  hospitalName: z.string(),
  servicePhone: z.string(),
  sliders: z.array(SliderImageSchema),
  marquee: z.array(MarqueeItemSchema),
  latestNews: z.array(NewsSummarySchema),
  /** Every module, true when the hospital has it enabled. */
  modules: z.record(HospitalModuleSchema, z.boolean()),
});
export type IndexInit = z.infer<typeof IndexInitSchema>;

export const LATEST_NEWS_COUNT = 5;

/** The element of the app's page that carries `GET /api/index/init`'s answer, as JSON. */
export const INDEX_INIT_ELEMENT_ID = 'index-init';

/**
 * The cookie by which the app tells the server this browser does not open as a first visit
 * (`0`: signed in, in English or in senior mode), so the page comes without the home drawn
 * for a first visit, which would show until the app draws its own.
 */
export const FIRST_VISIT_HOME_COOKIE = 'first-visit-home';

export const indexInitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/index/init',
  summary: 'Everything the home page needs in one call',
  auth: false,
  responses: { 200: IndexInitSchema },
});
