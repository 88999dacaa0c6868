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
