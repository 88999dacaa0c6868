import type {
  BizConfig,
  Department,
  DepartmentDetail,
  DepartmentGroup,
  Hospital,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import { bookingHorizon, scheduledDepartmentIds, type Horizon } from '../schedules/index.ts';
import {
  findDepartmentByCode,
  findDepartmentById,
  listChildDepartments,
  listDepartmentCodes,
} from './department-repository.ts';
import { toBizConfig } from './present.ts';
import {
  countBuildings,
  findHospitalSettings,
  listDepartmentTree,
  type HospitalSettings,
} from './repository.ts';

type DbDeps = Pick<ServerDeps, 'db'>;
type ReadDeps = Pick<ServerDeps, 'db' | 'clock'>;
type CacheDeps = Pick<ServerDeps, 'db' | 'caches'>;
type ShowDeps = Pick<ServerDeps, 'db' | 'clock' | 'caches'>;

export const notConfigured = () =>
  new HttpError(503, '医院信息尚未配置，请稍后再试', 'NOT_CONFIGURED');

/** The one settings row; without it the hospital has not been set up yet. */
export async function hospitalSettings(deps: DbDeps): Promise<HospitalSettings> {
  const settings = await findHospitalSettings(deps.db);
  if (!settings) throw notConfigured();
  return settings;
}

/** The kept settings row, or null before the hospital is set up (an absence is not kept). */
export const keptSettings = (deps: CacheDeps): Promise<HospitalSettings | null> =>
  deps.caches.read('settings', 'row', () => findHospitalSettings(deps.db));

/**
 * The settings as pages show them, kept in the process until a change is announced
 * (docs/decisions/023-read-caches.md). A rule that decides (booking, paying, cancelling)
 * reads `hospitalSettings`, in its own transaction.
 */
export async function shownSettings(deps: CacheDeps): Promise<HospitalSettings> {
  const settings = await keptSettings(deps);
  if (!settings) throw notConfigured();
  return settings;
}

/** The days patients may book now, as the hospital's settings set them. */
export async function currentHorizon(deps: ReadDeps): Promise<Horizon> {
  const { bookingDays } = await hospitalSettings(deps);
  return bookingHorizon(deps.clock.now(), bookingDays);
}

/** The horizon the doctor and clinic pages show, from the kept settings. */
export async function shownHorizon(deps: ShowDeps): Promise<Horizon> {
  const { bookingDays } = await shownSettings(deps);
  return bookingHorizon(deps.clock.now(), bookingDays);
}

export async function bizConfig(deps: ShowDeps & Pick<ServerDeps, 'payments'>): Promise<BizConfig> {
  return toBizConfig(await shownSettings(deps), {
    now: deps.clock.now(),
    hcarePayEnabled: deps.payments.medicare !== null,
  });
}

export async function hospital(deps: CacheDeps): Promise<Hospital> {
  const settings = await shownSettings(deps);
  return {
    name: settings.name,
    intro: settings.intro,
    address: settings.address,
    servicePhone: settings.servicePhone,
    buildingCount: await countBuildings(deps.db),
  };
}

/** Kept until the HIS or the console changes a department. */
export const departmentTree = (deps: CacheDeps): Promise<DepartmentGroup[]> =>
  deps.caches.read('departments', 'tree', () => listDepartmentTree(deps.db));

export const departmentCodes = (deps: DbDeps): Promise<Set<string>> => listDepartmentCodes(deps.db);

/** The tree with only the clinics that have a half-day in the horizon, and their groups. */
export async function registerDepartments(deps: ShowDeps): Promise<DepartmentGroup[]> {
  const ids = await scheduledDepartmentIds(deps, await shownHorizon(deps));
  const tree = await departmentTree(deps);
  return tree
    .map((group) => ({ ...group, children: group.children.filter((clinic) => ids.has(clinic.id)) }))
    .filter((group) => group.children.length > 0);
}

export const departmentById = (deps: DbDeps, id: number): Promise<DepartmentDetail | null> =>
  findDepartmentById(deps.db, id);

export const departmentByCode = (deps: DbDeps, code: string): Promise<DepartmentDetail | null> =>
  findDepartmentByCode(deps.db, code);

/** The clinics under a first-level department; null when no such department exists. */
export const childDepartments = (deps: DbDeps, parentCode: string): Promise<Department[] | null> =>
  listChildDepartments(deps.db, parentCode);
