import type { Building } from '@hospital/contract';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import { svgTabStop } from '../../../lib/svg-tab-stop.ts';
import styles from './building-map.module.css';
import { hisText } from '../../../components/his-text.tsx';

const WIDTH = 360;
const COLUMNS = 2;
const CELL_W = 150;
const CELL_H = 120;
const GAP_X = (WIDTH - COLUMNS * CELL_W) / (COLUMNS + 1);
const GAP_Y = 28;
const FLOOR_H = 10;

interface BuildingMapProps {
  buildings: Building[];
  selectedId: number;
  onSelect: (id: number) => void;
}

/**
 * A drawn site plan: each building a block whose stripes are its floors above ground,
 * laid out two to a row around the hospital's roads. Tapping a block selects it.
 */
export function BuildingMap({ buildings, selectedId, onSelect }: BuildingMapProps) {
  const { t } = useHospitalInfoTranslation();
  const rows = Math.ceil(buildings.length / COLUMNS);
  const height = rows * (CELL_H + GAP_Y) + GAP_Y + 24;
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-label={t('title.buildings')}
    >
      <rect x="0" y="0" width={WIDTH} height={height} rx="12" className={styles.ground} />
      <rect x={WIDTH / 2 - 8} y="0" width="16" height={height} className={styles.road} />
      <text x={WIDTH / 2} y={height - 8} className={styles.gate} textAnchor="middle">
        ▲ {t('building.gate')}
      </text>
      {buildings.map((building, index) => {
        const x = GAP_X + (index % COLUMNS) * (CELL_W + GAP_X);
        const y = GAP_Y + Math.floor(index / COLUMNS) * (CELL_H + GAP_Y);
        const above = building.floors.filter((floor) => floor.level > 0).length;
        const selected = building.id === selectedId;
        return (
          <g
            key={building.id}
            role="button"
            {...svgTabStop}
            aria-pressed={selected}
            className={selected ? `${styles.block} ${styles.selected}` : styles.block}
            onClick={() => onSelect(building.id)}
            onKeyDown={(event) => event.key === 'Enter' && onSelect(building.id)}
            data-testid="building-block"
          >
            <rect x={x} y={y} width={CELL_W} height={CELL_H} rx="10" className={styles.body} />
            {Array.from({ length: Math.min(above, 8) }, (_, floor) => (
              <rect
                key={floor}
                x={x + 12}
                y={y + CELL_H - 14 - (floor + 1) * FLOOR_H}
                width={CELL_W - 24}
                height={FLOOR_H - 3}
                rx="2"
                className={styles.floor}
              />
            ))}
            <text
              x={x + CELL_W / 2}
              y={y + 24}
              textAnchor="middle"
              className={styles.name}
              {...hisText}
            >
              {building.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
