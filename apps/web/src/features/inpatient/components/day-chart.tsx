import type { InpatientDayTotal } from '@hospital/contract';
import { formatFen } from '../../../lib/money.ts';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './day-chart.module.css';

const DAYS = 7;
const HEIGHT = 110;
const BAR = 24;
const GAP = 20;
/* Room above the tallest bar and below the bars for their words, at any text zoom. */
const TOP = 28;
const BOTTOM = 34;

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
  const summary = shown.map((day) => `${day.day} ${formatFen(day.amountFen)}`).join('，');
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{t('days.chart', { count: shown.length })}</figcaption>
      <svg
        role="img"
        aria-label={t('days.chartLabel', { summary })}
        viewBox={`0 0 ${width} ${TOP + HEIGHT + BOTTOM}`}
        className={styles.svg}
      >
        {shown.map((day, index) => {
          const height = Math.max(2, Math.round((day.amountFen / top) * HEIGHT));
          const x = GAP + index * (BAR + GAP);
          const barTop = TOP + HEIGHT - height;
          return (
            <g key={day.day}>
              <text x={x + BAR / 2} y={barTop - 4} className={styles.value}>
                {Math.round(day.amountFen / 100)}
              </text>
              <rect x={x} y={barTop} width={BAR} height={height} rx={4} className={styles.bar} />
              <text x={x + BAR / 2} y={TOP + HEIGHT + 16} className={styles.label}>
                {t('days.dayOfMonth', { day: Number(day.day.slice(8)) })}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
