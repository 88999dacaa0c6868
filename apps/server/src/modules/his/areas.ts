import type { FastifyInstance } from 'fastify';
import { appointmentsHisRoutes } from '../appointments/index.ts';
import { clinicStopsHisRoutes } from '../clinic-stops/index.ts';
import { examsHisRoutes } from '../exams/index.ts';
import { inpatientHisRoutes } from '../inpatient/index.ts';
import { doctorsHisRoutes } from '../doctors/index.ts';
import { hospitalsHisRoutes } from '../hospitals/index.ts';
import { newsHisRoutes } from '../news/index.ts';
import { noticesHisRoutes } from '../notices/index.ts';
import { natHisRoutes } from '../nucleic-acid/index.ts';
import { outpatientHisRoutes } from '../outpatient/index.ts';
import { patientsHisRoutes } from '../patients/index.ts';
import { paymentsHisRoutes } from '../payments/index.ts';
import { reportsHisRoutes } from '../reports/index.ts';
import { surveysHisRoutes } from '../surveys/index.ts';
import { schedulesHisRoutes } from '../schedules/index.ts';
import { selfAdmissionHisRoutes } from '../self-admission/index.ts';
import { selfDischargeHisRoutes } from '../self-discharge/index.ts';

/**
 * Each area's HIS routes, a plugin exported by the module that owns the area's tables.
 * One line here is all the HIS API needs to publish, guard and rate-limit a new area.
 */
export const hisAreas: ((app: FastifyInstance) => Promise<void>)[] = [
  hospitalsHisRoutes,
  doctorsHisRoutes,
  patientsHisRoutes,
  reportsHisRoutes,
  newsHisRoutes,
  noticesHisRoutes,
  surveysHisRoutes,
  schedulesHisRoutes,
  clinicStopsHisRoutes,
  appointmentsHisRoutes,
  paymentsHisRoutes,
  natHisRoutes,
  examsHisRoutes,
  selfAdmissionHisRoutes,
  inpatientHisRoutes,
  outpatientHisRoutes,
  selfDischargeHisRoutes,
];
