import {
  BACK_REGIONS,
  BODY_REGIONS,
  type BodyRegion,
  type GuidanceBodyPart,
} from '@hospital/contract';

export type FigureSide = 'front' | 'back';

/** Limbs, head and neck are seen from both sides; the trunk's regions from one. */
const BOTH_SIDES: readonly BodyRegion[] = ['head', 'neck', 'arms', 'legs'];

/** The regions the figure draws on one side, in the contract's order. */
export const regionsOn = (side: FigureSide): BodyRegion[] =>
  BODY_REGIONS.filter((region) =>
    side === 'back'
      ? BACK_REGIONS.includes(region)
      : !BACK_REGIONS.includes(region) || BOTH_SIDES.includes(region),
  );

/**
 * The parts each region of the figure holds, in the hospital's order. A region may hold
 * several (the head: eyes, ears, nose, throat) or none for this figure; parts without a
 * region are offered only in the list.
 */
export function partsByRegion(
  parts: readonly GuidanceBodyPart[],
): Map<BodyRegion, GuidanceBodyPart[]> {
  const byRegion = new Map<BodyRegion, GuidanceBodyPart[]>();
  for (const part of parts) {
    if (!part.region) continue;
    byRegion.set(part.region, [...(byRegion.get(part.region) ?? []), part]);
  }
  return byRegion;
}
