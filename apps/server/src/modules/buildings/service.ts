import type { Building } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { findBuildingMapRows } from './repository.ts';

export async function listBuildings(deps: Pick<ServerDeps, 'db'>): Promise<Building[]> {
  const [buildingRows, floorRows, placeRows] = await findBuildingMapRows(deps.db);
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
