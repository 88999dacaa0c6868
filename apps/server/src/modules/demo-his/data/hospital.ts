import type {
  HisDepartmentItem,
  HisDoctorItem,
  HisScheduleItem,
} from '@hospital/contract/his';
import { DEPARTMENT_TREE, spotLabel, type ClinicSeed } from './departments.ts';
import { makeDoctor } from './doctors.ts';
import { SeededRandom } from './random.ts';
import { makeSchedules } from './schedules.ts';

const SEED = 20_240_601;
const CAMPUSES = ['东院区', '西院区', '南院区', '北院区', '新区院区'];

/** Copy 0 is the main campus; larger scales add campuses with the same clinics. */
const campusSuffix = (copy: number) =>
  copy === 0 ? '' : `（${CAMPUSES[copy - 1] ?? `第${copy + 1}院区`}）`;

export interface DemoHospital {
  /** Each campus's first-level departments, then their clinics: parents come first. */
  departments: HisDepartmentItem[];
  doctors: HisDoctorItem[];
  schedules: HisScheduleItem[];
}

/**
 * The demo hospital's departments, doctors and two weeks of half-days from `today`, as
 * its HIS holds them; `scale` copies of the department tree. Deterministic: the same
 * arguments give the same items, so a second feed changes nothing.
 */
export function demoHospital(today: Date, scale: number): DemoHospital {
  if (!Number.isInteger(scale) || scale < 1)
    throw new RangeError('scale must be a positive integer');
  const departments: HisDepartmentItem[] = [];
  const staffed: { clinic: ClinicSeed; departmentHisId: string }[] = [];
  for (let copy = 0; copy < scale; copy += 1) {
    const suffix = campusSuffix(copy);
    const code = (base: string) => (copy === 0 ? base : `${base}-${copy + 1}`);
    DEPARTMENT_TREE.forEach((group, sort) => {
      departments.push({
        hisId: code(group.code),
        parentHisId: null,
        name: group.name + suffix,
        intro: group.intro,
        location: spotLabel(group.spot),
        sort,
      });
    });
    for (const group of DEPARTMENT_TREE) {
      group.clinics.forEach((clinic, sort) => {
        departments.push({
          hisId: code(clinic.code),
          parentHisId: code(group.code),
          name: clinic.name + suffix,
          intro: clinic.intro,
          location: spotLabel(clinic.spot),
          sort,
        });
        staffed.push({ clinic, departmentHisId: code(clinic.code) });
      });
    }
  }

  const random = new SeededRandom(SEED);
  const doctorRows = staffed.flatMap(({ clinic, departmentHisId }) =>
    Array.from({ length: clinic.doctorCount }, (_, indexInClinic) => ({
      clinic,
      departmentHisId,
      indexInClinic,
    })),
  );
  // Every doctor is drawn before any half-day, in this order, so the random draws (and
  // with them the demo hospital other tests know) stay what they have always been.
  const made = doctorRows.map((row, index) =>
    makeDoctor(random, row.clinic, index + 1, row.indexInClinic),
  );
  const doctors: HisDoctorItem[] = made.map(({ code, ...doctor }, index) => ({
    hisId: code,
    departmentHisId: doctorRows[index]!.departmentHisId,
    ...doctor,
    avatarUrl: null,
  }));
  const schedules = made.flatMap((doctor, index) =>
    makeSchedules(random, doctor, today, doctorRows[index]!.clinic.openEveryDay ?? false),
  );
  return { departments, doctors, schedules };
}
