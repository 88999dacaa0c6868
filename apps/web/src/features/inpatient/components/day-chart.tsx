import type { InpatientDayTotal } from '@hospital/contract';
import { formatFen } from '../../../lib/money.ts';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './day-chart.module.css';

const DAYS = 7;
const HEIGHT = 120;
const BAR = 22;
const GAP = 14;

/**
 * The spend of the last days as a small bar chart, oldest on the left. Drawn in SVG: a chart
 * library would outweigh the whole page for seven bars. Screen readers get the figures as
 * the chart's label.
 */
export function DayChart({ days }: { days: InpatientDayTotal[] }) {
  const { t } = useInpatientTranslation();
  const shown = days.slice(0, DAYS).reverse();
  const top = Math.max(...shown.map((day) => day.amountFen), 1);
  const width = shown.length * (BAR + GAP) + GAP;
  const summary = shown.map((day) => `${day.day.slice(5)} ${formatFen(day.amountFen)}`).join('，');
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{t('days.chart', { count: shown.length })}</figcaption>
      <svg
        role="img"
        aria-label={t('days.chartLabel', { summary })}
        viewBox={`0 0 ${width} ${HEIGHT + 34}`}
        className={styles.svg}
      >
        {shown.map((day, index) => {
          const height = Math.max(2, Math.round((day.amountFen / top) * HEIGHT));
          const x = GAP + index * (BAR + GAP);
          return (
            <g key={day.day}>
              <text x={x + BAR / 2} y={HEIGHT - height + 10} className={styles.value}>
                {Math.round(day.amountFen / 100)}
              </text>
              <rect
                x={x}
                y={HEIGHT - height + 14}
                width={BAR}
                height={height}
                rx={4}
                className={styles.bar}
              />
              <text x={x + BAR / 2} y={HEIGHT + 30} className={styles.label}>
                {day.day.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
