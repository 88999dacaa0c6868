import type { BizConfig, DepartmentGroup, Hospital } from '@hospital/contract';
import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildings, departments, hospitalSettings } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

export type HospitalSettings = typeof hospitalSettings.$inferSelect;

/** The one settings row; without it the hospital has not been set up yet. */
export async function findHospitalSettings(db: Database): Promise<HospitalSettings> {
  const [settings] = await db
    .select()
    .from(hospitalSettings)
    .orderBy(asc(hospitalSettings.id))
    .limit(1);
  if (!settings) throw new HttpError(503, '医院信息尚未配置，请稍后再试', 'NOT_CONFIGURED');
  return settings;
}

export function toBizConfig(settings: HospitalSettings, now: Date): BizConfig {
  return {
    hospitalName: settings.name,
    registrationWindow: {
      start: { hour: settings.registrationStartHour, minute: settings.registrationStartMinute },
      end: { hour: settings.registrationEndHour, minute: settings.registrationEndMinute },
    },
    paymentTimeoutMinutes: settings.paymentTimeoutMinutes,
    cancelCutoffHours: settings.cancelCutoffHours,
    bookingDays: settings.bookingDays,
    creditPayEnabled: settings.creditPayEnabled,
    serverTime: now.toISOString(),
  };
}

export async function findHospital(db: Database): Promise<Hospital> {
  const settings = await findHospitalSettings(db);
  const [buildingCount] = await db.select({ value: count() }).from(buildings);
  return {
    name: settings.name,
    intro: settings.intro,
    address: settings.address,
    servicePhone: settings.servicePhone,
    buildingCount: buildingCount?.value ?? 0,
  };
}

/** First-level departments with their clinics, both in the hospital's display order. */
export async function listDepartmentTree(db: Database): Promise<DepartmentGroup[]> {
  const rows = await db
    .select({
      id: departments.id,
      parentId: departments.parentId,
      code: departments.code,
      name: departments.name,
      intro: departments.intro,
      location: departments.location,
    })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));
  const groups = new Map<number, DepartmentGroup>();
  for (const { parentId, ...department } of rows) {
    if (parentId === null) groups.set(department.id, { ...department, children: [] });
  }
  for (const { parentId, ...department } of rows) {
    if (parentId !== null) groups.get(parentId)?.children.push(department);
  }
  return [...groups.values()];
}
