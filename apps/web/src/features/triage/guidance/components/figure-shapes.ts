import type { BodyRegion, TriageFigure } from '@hospital/contract';
import type { FigureSide } from '../lib/regions.ts';

/**
 * The drawn figure, built from a few proportions per figure: the trunk's outline as
 * half-widths down its height, cut into the regions of each side; limbs as rounded strokes.
 * Everything is in a 220 x 460 box centred on x = 110.
 */
export const FIGURE_BOX = { width: 220, height: 460 };
const CX = 110;

type Point = readonly [x: number, y: number];

interface Limb {
  /** Root, joint and end on the figure's right (mirrored for the left). */
  path: readonly [Point, Point, Point];
  /** Stroke widths of the upper and lower half. */
  widths: readonly [number, number];
  /** A hand's radius or a foot's half-length. */
  end: number;
}

interface Proportions {
  head: { cy: number; rx: number; ry: number };
  neck: { top: number; halfWidth: number };
  /** The trunk's half-width at heights down it, from the base of the neck to the crotch. */
  trunk: readonly Point[];
  /** Where the front regions end: chest, upper abdomen, lower abdomen (then the pelvis). */
  frontCuts: readonly [number, number, number];
  /** Where the back regions end: back, waist (then the buttocks). */
  backCuts: readonly [number, number];
  arm: Limb;
  leg: Limb;
  hair: 'short' | 'long' | 'tuft';
}

const PROPORTIONS: Record<TriageFigure, Proportions> = {
  male: {
    head: { cy: 50, rx: 25, ry: 31 },
    neck: { top: 72, halfWidth: 11 },
    trunk: [
      [96, 14],
      [110, 52],
      [140, 47],
      [172, 42],
      [214, 37],
      [250, 42],
      [282, 39],
    ],
    frontCuts: [170, 212, 250],
    backCuts: [196, 240],
    arm: {
      path: [
        [51, 118],
        [63, 192],
        [70, 256],
      ],
      widths: [24, 19],
      end: 11,
    },
    leg: {
      path: [
        [21, 276],
        [24, 360],
        [25, 432],
      ],
      widths: [36, 25],
      end: 13,
    },
    hair: 'short',
  },
  female: {
    head: { cy: 52, rx: 24, ry: 30 },
    neck: { top: 74, halfWidth: 10 },
    trunk: [
      [98, 13],
      [112, 45],
      [146, 41],
      [176, 38],
      [210, 31],
      [252, 47],
      [282, 41],
    ],
    frontCuts: [172, 210, 250],
    backCuts: [196, 242],
    arm: {
      path: [
        [44, 120],
        [56, 192],
        [63, 254],
      ],
      widths: [20, 16],
      end: 10,
    },
    leg: {
      path: [
        [21, 276],
        [23, 360],
        [23, 432],
      ],
      widths: [34, 23],
      end: 12,
    },
    hair: 'long',
  },
  child: {
    head: { cy: 78, rx: 33, ry: 37 },
    neck: { top: 108, halfWidth: 10 },
    trunk: [
      [120, 12],
      [132, 38],
      [164, 37],
      [196, 38],
      [236, 39],
      [262, 37],
      [290, 33],
    ],
    frontCuts: [186, 226, 262],
    backCuts: [212, 254],
    arm: {
      path: [
        [37, 138],
        [46, 198],
        [52, 252],
      ],
      widths: [19, 16],
      end: 10,
    },
    leg: {
      path: [
        [16, 284],
        [18, 350],
        [19, 410],
      ],
      widths: [29, 23],
      end: 12,
    },
    hair: 'tuft',
  },
};

/** The trunk's half-width at a height: a smooth (cosine) blend between the given heights. */
function halfWidthAt(trunk: readonly Point[], y: number): number {
  for (let index = 1; index < trunk.length; index += 1) {
    const [y0, w0] = trunk[index - 1]!;
    const [y1, w1] = trunk[index]!;
    if (y <= y1) {
      const t = (1 - Math.cos((Math.max(0, y - y0) / (y1 - y0)) * Math.PI)) / 2;
      return w0 + (w1 - w0) * t;
    }
  }
  return trunk.at(-1)![1];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The slice of the trunk between two heights; the lowest slice dips between the legs. */
function trunkSlice(trunk: readonly Point[], top: number, bottom: number): string {
  const heights: number[] = [];
  for (let y = top; y < bottom; y += 3) heights.push(y);
  heights.push(bottom);
  const right = heights.map((y) => `${round(CX + halfWidthAt(trunk, y))},${y}`);
  const left = heights.map((y) => `${round(CX - halfWidthAt(trunk, y))},${y}`).reverse();
  const last = trunk.at(-1)![0];
  const dip = bottom === last ? ` Q${CX},${bottom + 22} ` : ' L';
  return `M${right.join(' L')}${dip}${left.join(' L')} Z`;
}

export interface StrokeShape {
  kind: 'stroke';
  d: string;
  width: number;
}
export interface FillShape {
  kind: 'fill';
  d: string;
}
export type Shape = StrokeShape | FillShape;

const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${cx - rx},${cy} a${rx},${ry} 0 1,0 ${rx * 2},0 a${rx},${ry} 0 1,0 ${-rx * 2},0 Z`;

/** A limb on both sides: two strokes each (upper and lower half) and a hand or a foot. */
function limbShapes({ path, widths, end }: Limb, kind: 'arm' | 'leg'): Shape[] {
  return [1, -1].flatMap((side) => {
    const [root, joint, tip] = path.map(([x, y]) => [CX + side * x, y] as const) as [
      Point,
      Point,
      Point,
    ];
    const endShape =
      kind === 'arm'
        ? ellipse(tip[0] + side * 2, tip[1] + end * 0.9, end * 0.85, end)
        : ellipse(tip[0] + side * 5, tip[1] + end * 0.45, end, end * 0.55);
    return [
      { kind: 'stroke', d: `M${root[0]},${root[1]} L${joint[0]},${joint[1]}`, width: widths[0] },
      { kind: 'stroke', d: `M${joint[0]},${joint[1]} L${tip[0]},${tip[1]}`, width: widths[1] },
      { kind: 'fill', d: endShape },
    ] satisfies Shape[];
  });
}

export interface FigureDrawing {
  /** Each region's shapes, drawn in this order (limbs first, so the trunk covers their roots). */
  regions: { region: BodyRegion; shapes: Shape[] }[];
  /** Hair, drawn behind the head (long hair) or over it. */
  hairBehind: string | null;
  hairOver: string;
  /** Eyes, smile and navel on the front; the spine and the buttocks' cleft on the back. */
  features: { d: string; fill: boolean }[];
}

export function drawFigure(figure: TriageFigure, side: FigureSide): FigureDrawing {
  const p = PROPORTIONS[figure];
  const { cy, rx, ry } = p.head;
  const trunkTop = p.trunk[0]![0];
  const trunkBottom = p.trunk.at(-1)![0];
  const slices = (cuts: readonly number[], names: BodyRegion[]) =>
    names.map((region, index) => ({
      region,
      shapes: [
        {
          kind: 'fill',
          d: trunkSlice(p.trunk, cuts[index - 1] ?? trunkTop, cuts[index] ?? trunkBottom),
        },
      ] satisfies Shape[],
    }));
  const ears = [ellipse(CX - rx - 1, cy + 3, 5, 8), ellipse(CX + rx + 1, cy + 3, 5, 8)];
  const head = { region: 'head' as const, shapes: [...ears, ellipse(CX, cy, rx, ry)] };
  const trunk =
    side === 'front'
      ? slices(p.frontCuts, ['chest', 'upper-abdomen', 'lower-abdomen', 'pelvis'])
      : slices(p.backCuts, ['back', 'waist', 'buttocks']);

  const regions: FigureDrawing['regions'] = [
    { region: 'legs', shapes: limbShapes(p.leg, 'leg') },
    { region: 'arms', shapes: limbShapes(p.arm, 'arm') },
    {
      region: 'neck',
      shapes: [
        {
          kind: 'fill',
          d: `M${CX - p.neck.halfWidth},${p.neck.top} h${p.neck.halfWidth * 2} v${trunkTop - p.neck.top + 6} h${-p.neck.halfWidth * 2} Z`,
        },
      ],
    },
    ...trunk,
    { region: head.region, shapes: head.shapes.map((d) => ({ kind: 'fill', d })) },
  ];

  const top = cy - ry;
  const hairOver =
    side === 'back'
      ? // Seen from behind the hair covers the head down to the nape.
        `M${CX - rx - 1},${cy + 6} C${CX - rx - 4},${top - 8} ${CX + rx + 4},${top - 8} ${CX + rx + 1},${cy + 6} C${CX + rx * 0.6},${cy + ry * 0.8} ${CX - rx * 0.6},${cy + ry * 0.8} ${CX - rx - 1},${cy + 6} Z`
      : p.hair === 'tuft'
        ? `M${CX - rx * 0.9},${cy - ry * 0.45} C${CX - rx * 0.8},${top - 6} ${CX + rx * 0.8},${top - 6} ${CX + rx * 0.9},${cy - ry * 0.45} C${CX + rx * 0.3},${cy - ry * 0.62} ${CX - rx * 0.2},${cy - ry * 0.5} ${CX - rx * 0.9},${cy - ry * 0.45} Z`
        : `M${CX - rx - 1},${cy - 2} C${CX - rx - 2},${top - 8} ${CX + rx + 2},${top - 8} ${CX + rx + 1},${cy - 2} C${CX + rx * 0.7},${cy - ry * 0.55} ${CX - rx * 0.5},${cy - ry * 0.6} ${CX - rx - 1},${cy - 2} Z`;
  const hairBehind =
    p.hair === 'long'
      ? `M${CX - rx - 4},${cy - 6} C${CX - rx - 10},${cy + ry + 30} ${CX - rx + 2},${cy + ry + 48} ${CX - rx + 10},${cy + ry + 46} L${CX + rx - 10},${cy + ry + 46} C${CX + rx - 2},${cy + ry + 48} ${CX + rx + 10},${cy + ry + 30} ${CX + rx + 4},${cy - 6} Z`
      : null;

  const navelY = (p.frontCuts[1] + p.frontCuts[2]) / 2;
  const features: FigureDrawing['features'] =
    side === 'front'
      ? [
          { d: ellipse(CX - rx * 0.36, cy + 2, 2.6, 3.4), fill: true },
          { d: ellipse(CX + rx * 0.36, cy + 2, 2.6, 3.4), fill: true },
          {
            d: `M${CX - 6},${cy + ry * 0.45} Q${CX},${cy + ry * 0.62} ${CX + 6},${cy + ry * 0.45}`,
            fill: false,
          },
          { d: ellipse(CX, navelY, 2, 2.6), fill: false },
        ]
      : [
          { d: `M${CX},${trunkTop + 16} L${CX},${p.backCuts[1] - 6}`, fill: false },
          { d: `M${CX},${p.backCuts[1] + 14} L${CX},${trunkBottom + 6}`, fill: false },
        ];
  return { regions, hairBehind, hairOver, features };
}
