import type { GuidanceBodyPart } from '@hospital/contract';
import { describe, expect, it } from 'vitest';
import { partsByRegion, regionsOn } from './regions.ts';

const part = (id: string, region: GuidanceBodyPart['region']): GuidanceBodyPart => ({
  id,
  name: id,
  region,
  symptomCount: 3,
});

describe('partsByRegion', () => {
  it('puts the parts sharing a region together, in the hospital order', () => {
    const regions = partsByRegion([
      part('head', 'head'),
      part('eye', 'head'),
      part('upper-abdomen', 'upper-abdomen'),
      part('ear', 'head'),
    ]);
    expect(regions.get('head')?.map((p) => p.id)).toEqual(['head', 'eye', 'ear']);
    expect(regions.get('upper-abdomen')?.map((p) => p.id)).toEqual(['upper-abdomen']);
  });

  it('leaves out the parts offered only in the list, and regions with no part', () => {
    const regions = partsByRegion([part('skin', null), part('chest', 'chest')]);
    expect([...regions.keys()]).toEqual(['chest']);
    expect(regions.has('legs')).toBe(false);
  });
});

describe('regionsOn', () => {
  it('draws the trunk front or back, and head, neck and limbs on both sides', () => {
    expect(regionsOn('front')).toEqual([
      'head',
      'neck',
      'chest',
      'upper-abdomen',
      'lower-abdomen',
      'pelvis',
      'arms',
      'legs',
    ]);
    expect(regionsOn('back')).toEqual([
      'head',
      'neck',
      'arms',
      'legs',
      'back',
      'waist',
      'buttocks',
    ]);
  });
});
