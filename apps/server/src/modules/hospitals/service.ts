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

export const notConfigured = () =>
  new HttpError(503, '医院信息尚未配置，请稍后再试', 'NOT_CONFIGURED');

/** The one settings row; without it the hospital has not been set up yet. */
export async function hospitalSettings(deps: DbDeps): Promise<HospitalSettings> {
  const settings = await findHospitalSettings(deps.db);
  if (!settings) throw notConfigured();
  return settings;
}

/** The days patients may book now, as the hospital's settings set them. */
export async function currentHorizon(deps: ReadDeps): Promise<Horizon> {
  const { bookingDays } = await hospitalSettings(deps);
  return bookingHorizon(deps.clock.now(), bookingDays);
}

export async function bizConfig(deps: ReadDeps): Promise<BizConfig> {
  return toBizConfig(await hospitalSettings(deps), deps.clock.now());
}

export async function hospital(deps: DbDeps): Promise<Hospital> {
  const settings = await hospitalSettings(deps);
  return {
    name: settings.name,
    intro: settings.intro,
    address: settings.address,
    servicePhone: settings.servicePhone,
    buildingCount: await countBuildings(deps.db),
  };
}

export const departmentTree = (deps: DbDeps): Promise<DepartmentGroup[]> =>
  listDepartmentTree(deps.db);

export const departmentCodes = (deps: DbDeps): Promise<Set<string>> => listDepartmentCodes(deps.db);

/** The tree with only the clinics that have a half-day in the horizon, and their groups. */
export async function registerDepartments(deps: ReadDeps): Promise<DepartmentGroup[]> {
  const ids = await scheduledDepartmentIds(deps, await currentHorizon(deps));
  const tree = await listDepartmentTree(deps.db);
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
