import { flagResult, type TestReportDetail, type TestResultItem } from '@hospital/contract';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { isoDate } from '../../../lib/date.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import { FLAG_ARROW, formatReference, trendPoints } from '../lib/result-display.ts';
import styles from './result-row.module.css';
import { HisText } from '../../../components/his-text.tsx';

// The chart library is loaded only when a patient opens an item's earlier results.
const TrendChart = lazy(() => import('./trend-chart.tsx'));

const FLAG_CLASS = { H: styles.high, L: styles.low, N: '' };

interface ResultRowProps {
  item: TestResultItem;
  report: Pick<TestReportDetail, 'sampledAt'>;
}

/** One item: value and unit coloured and arrowed when outside the reference. */
export function ResultRow({ item, report }: ResultRowProps) {
  const { t } = useReportsTranslation();
  const [open, setOpen] = useState(false);
  const flag = flagResult(item.value, item.reference);
  const points = useMemo(
    () => trendPoints(item.history, { date: isoDate(report.sampledAt), value: item.value }),
    [item, report.sampledAt],
  );
  const hasTrend = item.history.length > 0 && points.length > 1;

  return (
    <li className={styles.row} data-testid="result-row" data-flag={flag}>
      <button
        type="button"
        className={styles.line}
        disabled={!hasTrend}
        aria-expanded={hasTrend ? open : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.name}>
          <HisText>{item.name}</HisText>
          {hasTrend && (open ? <UpOutline /> : <DownOutline />)}
        </span>
        <span className={`${styles.value} ${FLAG_CLASS[flag]}`} data-testid="result-value">
          {item.value}
          {flag !== 'N' && (
            <span className={styles.flag} aria-label={t(`flag.${flag}`)}>
              {FLAG_ARROW[flag]}
            </span>
          )}
          <small className={styles.unit}>{item.unit}</small>
        </span>
        <span className={styles.reference}>{formatReference(item.reference)}</span>
      </button>
      {open && (
        <div className={styles.trend}>
          <p className={styles.trendTitle}>{t('detail.trend')}</p>
          <Suspense fallback={<div className={styles.chartPlaceholder} />}>
            <TrendChart points={points} reference={item.reference} unit={item.unit} />
          </Suspense>
        </div>
      )}
    </li>
  );
}

/** Column titles above the items. */
export function ResultHeader() {
  const { t } = useReportsTranslation();
  return (
    <div className={`${styles.line} ${styles.header}`} aria-hidden>
      <span>{t('detail.itemHeader.name')}</span>
      <span>{t('detail.itemHeader.value')}</span>
      <span className={styles.reference}>{t('detail.itemHeader.reference')}</span>
    </div>
  );
}
