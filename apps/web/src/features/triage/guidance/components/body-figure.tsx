import type { BodyRegion, GuidanceBodyPart, TriageFigure } from '@hospital/contract';
import { useState, type KeyboardEvent } from 'react';
import { useGuidanceTranslation } from '../i18n/index.ts';
import type { FigureSide } from '../lib/regions.ts';
import { drawFigure, FIGURE_BOX, type Shape } from './figure-shapes.ts';
import { svgTabStop } from '../../../../lib/svg-tab-stop.ts';
import styles from './body-figure.module.css';

interface BodyFigureProps {
  figure: TriageFigure;
  side: FigureSide;
  /** The parts each region holds for this figure; a region holding none is drawn but inert. */
  regions: ReadonlyMap<BodyRegion, GuidanceBodyPart[]>;
  onRegion: (region: BodyRegion) => void;
}

function ShapeOf({ shape }: { shape: Shape }) {
  return shape.kind === 'stroke' ? (
    <path className={styles.limb} d={shape.d} strokeWidth={shape.width} />
  ) : (
    <path className={styles.skin} d={shape.d} />
  );
}

/**
 * The drawn figure whose regions are buttons: a tap, Enter or Space on one chooses it. Each is
 * named by its parts, so a screen reader hears "头部：头部、眼、耳、鼻、口咽"; in another language the
 * parts (the hospital's Chinese) are left out and the region's own name is read.
 */
export function BodyFigure({ figure, side, regions, onRegion }: BodyFigureProps) {
  const { t, i18n } = useGuidanceTranslation();
  const [pressed, setPressed] = useState<BodyRegion | null>(null);
  const drawing = drawFigure(figure, side);
  const nameOf = (region: BodyRegion, parts: GuidanceBodyPart[]) => {
    const regionName = t(`region.${region}`);
    const names = parts.map((part) => part.name);
    return (names.length === 1 && names[0] === regionName) || i18n.language !== 'zh-CN'
      ? regionName
      : t('region.several', { region: regionName, parts: names.join('、') });
  };
  const onKey = (region: BodyRegion) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRegion(region);
  };
  return (
    <svg
      className={styles.figure}
      viewBox={`0 0 ${FIGURE_BOX.width} ${FIGURE_BOX.height}`}
      role="group"
      aria-label={t('figure.named', { side: t(`figure.${side}`) })}
      data-testid="body-figure"
      data-figure={figure}
      data-side={side}
    >
      {drawing.hairBehind && <path className={styles.hair} d={drawing.hairBehind} />}
      {drawing.regions.map(({ region, shapes }) => {
        const parts = regions.get(region) ?? [];
        const shapesOf = shapes.map((shape, index) => <ShapeOf key={index} shape={shape} />);
        if (parts.length === 0) {
          return (
            <g key={region} className={styles.inert} aria-hidden>
              {shapesOf}
            </g>
          );
        }
        return (
          <g
            key={region}
            className={region === pressed ? `${styles.region} ${styles.pressed}` : styles.region}
            role="button"
            {...svgTabStop}
            aria-label={nameOf(region, parts)}
            data-testid={`region-${region}`}
            onPointerDown={() => setPressed(region)}
            onPointerUp={() => setPressed(null)}
            onPointerLeave={() => setPressed(null)}
            onClick={() => onRegion(region)}
            onKeyDown={onKey(region)}
          >
            {shapesOf}
          </g>
        );
      })}
      <path className={styles.hair} d={drawing.hairOver} />
      {drawing.features.map(({ d, fill }) => (
        <path key={d} className={fill ? styles.featureDot : styles.featureLine} d={d} />
      ))}
    </svg>
  );
}
