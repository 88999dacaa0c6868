import { sql } from 'drizzle-orm';
import { HOSPITAL_MODULES, type RegistrationWindow } from '@hospital/contract';
import type { Database } from '../client.ts';
import { hospitalSettings } from '../schema/hospital.ts';
import { seedContent } from './content.ts';
import { seedEngagement } from './engagement.ts';
import { seedBuildings, seedDepartmentsAndDoctors } from './hospital.ts';
import { SeededRandom } from './random.ts';

export interface SeedOptions {
  hospitalName: string;
  /** Copies of the department tree (and so of doctors and schedules); 10 gives ~450 doctors. */
  scale?: number;
  /** Schedules start on the hospital's date at this instant and news is dated back from it. */
  today: Date;
  /** Booking hours; by default 07:00 to 00:30 the next day. */
  registrationWindow?: RegistrationWindow;
}

const DEFAULT_WINDOW: RegistrationWindow = {
  start: { hour: 7, minute: 0 },
  end: { hour: 0, minute: 30 },
};

const SEED = 20_240_601;
/** Any constant every instance agrees on: only one of several starting servers seeds. */
const SEED_LOCK = 7_303_002;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: hospitalSettings.id }).from(hospitalSettings).limit(1);
  return rows.length === 0;
}

/**
 * Plays the hospital in demo mode: settings, departments, doctors, two weeks of schedules,
 * buildings, banners, news and notices. Deterministic: the same options give the same rows.
 * Does nothing when the hospital is already there.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  const { hospitalName, scale = 1, today, registrationWindow = DEFAULT_WINDOW } = options;
  if (!Number.isInteger(scale) || scale < 1)
    throw new RangeError('scale must be a positive integer');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
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
    const random = new SeededRandom(SEED);
    const clinics = await seedDepartmentsAndDoctors(tx, random, scale, today);
    await seedBuildings(tx, clinics);
    await seedContent(tx, today);
    await seedEngagement(tx);
  });
}
