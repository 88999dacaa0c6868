import { getBuildList, type Building } from '@hospital/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { buildings, departments, floors, places } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';

/** Three flat queries put together in memory: the whole map is a few hundred rows. */
async function listBuildings(db: Database): Promise<Building[]> {
  const [buildingRows, floorRows, placeRows] = await Promise.all([
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
  return buildingRows.map((building) => ({
    id: building.id,
    name: building.name,
    intro: building.intro,
    floors: floorRows
      .filter((floor) => floor.buildingId === building.id)
      .map((floor) => ({
        id: floor.id,
        level: floor.level,
        name: floor.name,
        places: placeRows
          .filter((place) => place.floorId === floor.id)
          .map(({ floorId: _floorId, ...place }) => place),
      })),
  }));
}

/** What is where in the hospital (the distribuBuild map). */
export async function buildingsModule(app: FastifyInstance): Promise<void> {
  route(app, getBuildList, () => listBuildings(app.db));
}
