import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { buildings, departments, floors, places } from '../schema/hospital.ts';
import { insertInBatches } from './batch.ts';
import { BUILDINGS, floorLabel } from './buildings-data.ts';

/** Buildings and floors with their services; clinics are placed once the HIS sent them. */
export async function seedBuildings(db: Database): Promise<void> {
  const insertedBuildings = await db
    .insert(buildings)
    .values(BUILDINGS.map(({ name, intro }, sort) => ({ name, intro, sort })))
    .returning({ id: buildings.id });
  const floorSeeds = BUILDINGS.flatMap((building, index) =>
    building.floors.map((floor) => ({ buildingId: insertedBuildings[index]!.id, floor })),
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
  const servicePlaces = floorSeeds.flatMap(({ floor }, index) =>
    floor.places.map((place) => ({ floorId: insertedFloors[index]!.id, ...place })),
  );
  await insertInBatches(db, places, servicePlaces);
}

/**
 * Puts each clinic without a place on the map where its location (`门诊楼2楼A区`) says:
 * the floor whose building and floor name it starts with. Clinics are placed in the
 * order they arrived, and a clinic already placed stays where it is.
 */
export async function placeClinics(db: Database): Promise<void> {
  const floorRows = await db
    .select({ id: floors.id, name: floors.name, building: buildings.name })
    .from(floors)
    .innerJoin(buildings, eq(buildings.id, floors.buildingId));
  const unplaced = await db
    .select({ id: departments.id, name: departments.name, location: departments.location })
    .from(departments)
    .leftJoin(places, eq(places.departmentId, departments.id))
    .where(and(isNotNull(departments.parentId), isNull(places.id)))
    .orderBy(asc(departments.id));
  const rows = unplaced.flatMap((clinic) => {
    const floor = floorRows.find((row) => clinic.location.startsWith(row.building + row.name));
    return floor
      ? [
          {
            floorId: floor.id,
            name: clinic.name,
            description: clinic.location,
            departmentId: clinic.id,
          },
        ]
      : [];
  });
  await insertInBatches(db, places, rows);
}
