import type { FastifyInstance } from 'fastify';
import { buildingsModule } from './buildings/index.ts';
import { examsModule } from './exams/index.ts';
import { doctorsModule } from './doctors/index.ts';
import { feedbackModule } from './feedback/index.ts';
import { healthModule } from './health/index.ts';
import { feverModule } from './fever/index.ts';
import { queueModule } from './queue/index.ts';
import { questionnairesModule } from './questionnaires/index.ts';
import { reportsModule } from './reports/index.ts';
import { surveysModule } from './surveys/index.ts';
import { thirdPartyModule } from './thirdparty/index.ts';
import { triageModule } from './triage/index.ts';
import { appointmentsModule } from './appointments/index.ts';
import { auditModule } from './audit/index.ts';
import { authModule } from './auth/index.ts';
import { captchaModule } from './captcha/index.ts';
import { demoHisModule } from './demo-his/index.ts';
import { hisModule } from './his/index.ts';
import { clinicStopsModule } from './clinic-stops/index.ts';
import { hospitalsModule } from './hospitals/index.ts';
import { indexInitModule } from './index-init/index.ts';
import { mediaModule } from './media/index.ts';
import { newsModule } from './news/index.ts';
import { medicalInsuranceModule } from './medical-insurance/index.ts';
import { nucleicAcidModule } from './nucleic-acid/index.ts';
import { selfAdmissionModule } from './self-admission/index.ts';
import { inpatientModule } from './inpatient/index.ts';
import { outpatientModule } from './outpatient/index.ts';
import { selfDischargeModule } from './self-discharge/index.ts';
import { noticesModule } from './notices/index.ts';
import { patientsModule } from './patients/index.ts';
import { paymentsModule } from './payments/index.ts';
import { jobsModule } from '../jobs/index.ts';
import { sandboxModule } from './sandbox/index.ts';
import { schedulingModule } from './scheduling/index.ts';
import { staffModule } from './staff/index.ts';
import { userModule } from './user/index.ts';
import { webhooksModule } from './webhooks/index.ts';
import { wxApiModule } from './wx-api/index.ts';

/** Every API area, registered once by app.ts. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  authModule,
  userModule,
  captchaModule,
  noticesModule,
  sandboxModule,
  wxApiModule,
  hospitalsModule,
  doctorsModule,
  appointmentsModule,
  nucleicAcidModule,
  selfAdmissionModule,
  queueModule,
  clinicStopsModule,
  schedulingModule,
  newsModule,
  indexInitModule,
  mediaModule,
  patientsModule,
  reportsModule,
  buildingsModule,
  thirdPartyModule,
  feedbackModule,
  surveysModule,
  triageModule,
  questionnairesModule,
  healthModule,
  feverModule,
  examsModule,
  inpatientModule,
  medicalInsuranceModule,
  outpatientModule,
  selfDischargeModule,
  paymentsModule,
  staffModule,
  auditModule,
  hisModule,
  webhooksModule,
  demoHisModule,
  jobsModule,
];
