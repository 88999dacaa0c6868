import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildings, departments, floors, places } from '../../db/schema/index.ts';

/** Three flat queries: the whole map is a few hundred rows, put together in memory. */
export function findBuildingMapRows(db: Database) {
  return Promise.all([
    db.select().from(buildings).orderBy(asc(buildings.sort), asc(buildings.id)),
    db.select().from(floors).orderBy(asc(floors.level), asc(floors.id)),
    db
      .select({
        id: places.id,
        floorId: places.floorId,
        name: places.name,
        description: places.description,
        deptCode: departments.code,
      })
      .from(places)
      .leftJoin(departments, eq(departments.id, places.departmentId))
      .orderBy(asc(places.id)),
  ]);
}

/** The first place of this name on the map, with its building and floor; null when none. */
export async function findPlaceNamed(db: Database, name: string) {
  const [row] = await db
    .select({
      building: buildings.name,
      floor: floors.name,
      description: places.description,
    })
    .from(places)
    .innerJoin(floors, eq(floors.id, places.floorId))
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(eq(places.name, name))
    .orderBy(asc(places.id))
    .limit(1);
  return row ?? null;
}
