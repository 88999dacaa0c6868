import { describe, expect, it } from 'vitest';
import { classifyGesture, startsAtBackEdge } from './gesture.ts';

const tap = { kind: 'tap' };
const none = { kind: 'none' };
const swipe = (direction: 'left' | 'right') => ({ kind: 'swipe', direction });

describe('classifyGesture', () => {
  it('takes a touch of up to 250 ms as a tap, and one of 251 ms as nothing', () => {
    expect(classifyGesture({ dx: 0, dy: 0, ms: 250 })).toEqual(tap);
    expect(classifyGesture({ dx: 0, dy: 0, ms: 251 })).toEqual(none);
  });

  it('lets a tap wander 5 px on either axis, not 6', () => {
    expect(classifyGesture({ dx: 5, dy: -5, ms: 100 })).toEqual(tap);
    expect(classifyGesture({ dx: 6, dy: 0, ms: 100 })).toEqual(none);
    expect(classifyGesture({ dx: 0, dy: -6, ms: 100 })).toEqual(none);
  });

  it('needs a swipe to travel 18 px sideways, 17 is not enough', () => {
    expect(classifyGesture({ dx: 18, dy: 0, ms: 200 })).toEqual(swipe('right'));
    expect(classifyGesture({ dx: -18, dy: 0, ms: 200 })).toEqual(swipe('left'));
    expect(classifyGesture({ dx: 17, dy: 0, ms: 200 })).toEqual(none);
  });

  it('takes a swipe of up to 300 ms, and a stroke of 301 ms as a slow drag', () => {
    expect(classifyGesture({ dx: -80, dy: 4, ms: 300 })).toEqual(swipe('left'));
    expect(classifyGesture({ dx: -80, dy: 4, ms: 301 })).toEqual(none);
  });

  it('leaves strokes that go as far or further up and down than across to scrolling', () => {
    expect(classifyGesture({ dx: 40, dy: 40, ms: 150 })).toEqual(none);
    expect(classifyGesture({ dx: 30, dy: -120, ms: 150 })).toEqual(none);
    expect(classifyGesture({ dx: 41, dy: 40, ms: 150 })).toEqual(swipe('right'));
  });
});

describe('startsAtBackEdge', () => {
  it('holds for the 24 px nearest the left edge', () => {
    expect(startsAtBackEdge(0)).toBe(true);
    expect(startsAtBackEdge(24)).toBe(true);
    expect(startsAtBackEdge(25)).toBe(false);
  });
});
