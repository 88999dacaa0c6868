import type { Database } from '../client.ts';
import { buildings, departments, doctors, floors, places, schedules } from '../schema/hospital.ts';
import { chunks, insertInBatches } from './batch.ts';
import { BUILDINGS } from './buildings-data.ts';
import {
  DEPARTMENT_TREE,
  floorLabel,
  spotLabel,
  type ClinicSeed,
  type Spot,
} from './departments-data.ts';
import { makeDoctor } from './doctors.ts';
import type { DoctorTitle } from './people-data.ts';
import type { SeededRandom } from './random.ts';
import { makeSchedules, type ScheduleSeed } from './schedules.ts';

const CAMPUSES = ['东院区', '西院区', '南院区', '北院区', '新区院区'];

/** Copy 0 is the main campus; larger scales add campuses with the same clinics. */
const campusSuffix = (copy: number) =>
  copy === 0 ? '' : `（${CAMPUSES[copy - 1] ?? `第${copy + 1}院区`}）`;

interface PlacedClinic {
  id: number;
  name: string;
  spot: Spot;
}

/** Departments, doctors and their schedules, `scale` copies of the department tree. */
export async function seedDepartmentsAndDoctors(
  db: Database,
  random: SeededRandom,
  scale: number,
  today: Date,
): Promise<PlacedClinic[]> {
  const placed: PlacedClinic[] = [];
  const staff: { clinic: ClinicSeed; departmentId: number }[] = [];
  for (let copy = 0; copy < scale; copy += 1) {
    const suffix = campusSuffix(copy);
    const code = (base: string) => (copy === 0 ? base : `${base}-${copy + 1}`);
    const groups = await db
      .insert(departments)
      .values(
        DEPARTMENT_TREE.map((group, sort) => ({
          code: code(group.code),
          name: group.name + suffix,
          intro: group.intro,
          location: spotLabel(group.spot),
          sort,
        })),
      )
      .returning({ id: departments.id });
    const clinics = DEPARTMENT_TREE.flatMap((group, groupIndex) =>
      group.clinics.map((clinic, sort) => ({ clinic, parentId: groups[groupIndex]?.id, sort })),
    );
    const inserted = await db
      .insert(departments)
      .values(
        clinics.map(({ clinic, parentId, sort }) => ({
          code: code(clinic.code),
          parentId,
          name: clinic.name + suffix,
          intro: clinic.intro,
          location: spotLabel(clinic.spot),
          sort,
        })),
      )
      .returning({ id: departments.id });
    inserted.forEach(({ id }, index) => {
      const clinic = clinics[index]!.clinic;
      placed.push({ id, name: clinic.name + suffix, spot: clinic.spot });
      staff.push({ clinic, departmentId: id });
    });
  }

  const doctorRows = staff.flatMap(({ clinic, departmentId }) =>
    Array.from({ length: clinic.doctorCount }, (_, indexInClinic) => ({
      clinic,
      departmentId,
      indexInClinic,
    })),
  );
  const scheduleRows: ScheduleSeed[] = [];
  let sequence = 0;
  for (const batch of chunks(doctorRows)) {
    const made = batch.map((row) => {
      sequence += 1;
      return makeDoctor(random, row.clinic, sequence, row.indexInClinic);
    });
    const ids = await db
      .insert(doctors)
      .values(
        made.map((doctor, index) => ({ ...doctor, departmentId: batch[index]!.departmentId })),
      )
      .returning({ id: doctors.id, title: doctors.title });
    ids.forEach((doctor: { id: number; title: DoctorTitle }, index) => {
      scheduleRows.push(
        ...makeSchedules(random, doctor, today, batch[index]!.clinic.openEveryDay ?? false),
      );
    });
  }
  await insertInBatches(db, schedules, scheduleRows);
  return placed;
}

/** Buildings and floors with their services, and every clinic placed where its location says. */
export async function seedBuildings(db: Database, clinics: readonly PlacedClinic[]): Promise<void> {
  const insertedBuildings = await db
    .insert(buildings)
    .values(BUILDINGS.map(({ name, intro }, sort) => ({ name, intro, sort })))
    .returning({ id: buildings.id });
  const floorSeeds = BUILDINGS.flatMap((building, index) =>
    building.floors.map((floor) => ({ buildingId: insertedBuildings[index]!.id, building, floor })),
  );
  const insertedFloors = await db
    .insert(floors)
    .values(
      floorSeeds.map(({ buildingId, floor }) => ({
        buildingId,
        level: floor.level,
        name: floorLabel(floor.level),
      })),
    )
    .returning({ id: floors.id });
  const floorIdOf = new Map<string, number>();
  floorSeeds.forEach(({ building, floor }, index) =>
    floorIdOf.set(`${building.name}/${floor.level}`, insertedFloors[index]!.id),
  );
  const servicePlaces = floorSeeds.flatMap(({ building, floor }) =>
    floor.places.map((place) => ({
      floorId: floorIdOf.get(`${building.name}/${floor.level}`)!,
      ...place,
    })),
  );
  const clinicPlaces = clinics.map((clinic) => {
    const floorId = floorIdOf.get(`${clinic.spot.building}/${clinic.spot.level}`);
    if (floorId === undefined) throw new Error(`no floor for ${spotLabel(clinic.spot)}`);
    return {
      floorId,
      name: clinic.name,
      description: spotLabel(clinic.spot),
      departmentId: clinic.id,
    };
  });
  await insertInBatches(db, places, [...servicePlaces, ...clinicPlaces]);
}
