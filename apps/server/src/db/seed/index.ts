import { sql } from 'drizzle-orm';
import { HOSPITAL_MODULES, type RegistrationWindow } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { ensureDemoHisClient } from '../../modules/his/index.ts';
import {
  demoHisCredentials,
  feedDemoHis,
  markDemoHisFed,
  type FeedSummary,
  type HisTransport,
} from '../../modules/demo-his/index.ts';
import type { Database } from '../client.ts';
import { hospitalSettings } from '../schema/hospital.ts';
import { seedSlides } from './content.ts';
import { seedEngagement } from './engagement.ts';
import { placeClinics, seedBuildings } from './hospital.ts';
import { seedQuestionnaires } from './questionnaires.ts';
export { racingPatients } from './racing-patients.ts';
import { seedTriage } from './triage.ts';

export interface SeedOptions {
  hospitalName: string;
  /** The server clock's time, stamped on what the seed writes as done now. */
  now: Date;
  /** Booking hours; by default 07:00 to 00:30 the next day. */
  registrationWindow?: RegistrationWindow;
}

const DEFAULT_WINDOW: RegistrationWindow = {
  start: { hour: 7, minute: 0 },
  end: { hour: 0, minute: 30 },
};

/** Any constant every instance agrees on: only one of several starting servers seeds. */
const SEED_LOCK = 7_303_002;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: hospitalSettings.id }).from(hospitalSettings).limit(1);
  return rows.length === 0;
}

/**
 * What no HIS owns in the demo hospital: its settings, buildings and floors, banners,
 * feedback categories and outside services, written once into an empty database; and the
 * first triage content and questionnaires, written whenever there are none, so a demo
 * database from before them gets them too. Departments, doctors, half-days, news, notices and surveys come from
 * the demo HIS (`feedDemoHospital`). Deterministic.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  const { hospitalName, now, registrationWindow = DEFAULT_WINDOW } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedTriage(tx, now);
    await seedQuestionnaires(tx, now);
    if (!(await isDatabaseEmpty(tx))) return;
    await tx.insert(hospitalSettings).values({
      name: hospitalName,
      registrationStartHour: registrationWindow.start.hour,
      registrationStartMinute: registrationWindow.start.minute,
      registrationEndHour: registrationWindow.end.hour,
      registrationEndMinute: registrationWindow.end.minute,
      paymentTimeoutMinutes: 15,
      cancelCutoffHours: 2,
      enabledModules: [...HOSPITAL_MODULES],
      servicePhone: '0571-88886666',
      address: '浙江省杭州市上城区健康路88号',
      intro:
        `${hospitalName}是一所集医疗、教学、科研、预防于一体的三级甲等综合医院，` +
        '开放床位一千二百张，设临床医技科室四十余个，年门诊量一百六十万人次。' +
        '医院以胸痛中心、卒中中心、创伤中心为特色，坚持“以患者为中心”，' +
        '持续推进智慧医院建设，为患者提供预约挂号、移动支付、报告查询等便捷服务。',
    });
    await seedBuildings(tx);
    await seedSlides(tx);
    await seedEngagement(tx);
  });
}

export interface FeedDemoOptions {
  /** Half-days start on the hospital's date at this instant and news is dated back from it. */
  today: Date;
  /** Copies of the department tree (and so of doctors and half-days); 10 gives ~450 doctors. */
  scale?: number;
}

/**
 * Lets the demo HIS feed the running app through the HIS API with its client credentials,
 * then puts the clinics it sent on our map. Never throws: what failed is logged and left
 * in the summary, and the app is marked fed either way so nothing waits forever.
 */
export async function feedDemoHospital(
  app: FastifyInstance,
  transport: HisTransport,
  options: FeedDemoOptions,
): Promise<FeedSummary> {
  // A seeded test app may run with demo mode off (PostgreSQL); the demo HIS still signs in.
  await ensureDemoHisClient(app);
  const summary = await feedDemoHis({
    transport,
    credentials: demoHisCredentials(app.config),
    today: options.today,
    scale: options.scale ?? 1,
    hospitalName: app.config.hospitalName,
    log: app.log,
  });
  try {
    await placeClinics(app.db);
  } catch (error) {
    app.log.error({ err: error }, 'demo HIS: placing the clinics on the map failed');
  }
  markDemoHisFed(app);
  return summary;
}
