import type { NatItem } from '@hospital/contract';
import { useId } from 'react';
import { HisText } from '../../../components/his-text.tsx';
import { formatFen } from '../../../lib/money.ts';
import { useNucleicAcidTranslation } from '../i18n/index.ts';
import styles from './nat-item-list.module.css';

interface NatItemListProps {
  items: NatItem[];
  value: number | undefined;
  onChange: (item: NatItem) => void;
}

/** The tests to choose from, each with its price and where and when it is sampled. */
export function NatItemList({ items, value, onChange }: NatItemListProps) {
  const { t } = useNucleicAcidTranslation();
  const name = useId();
  return (
    <section className={styles.list} role="radiogroup" aria-label={t('item.header')}>
      <h2 className={styles.header}>{t('item.header')}</h2>
      {items.map((item) => (
        <label
          key={item.id}
          className={item.id === value ? `${styles.card} ${styles.chosen}` : styles.card}
          data-testid="nat-item"
        >
          <input
            className="covering-input"
            type="radio"
            name={name}
            value={item.id}
            checked={item.id === value}
            onChange={() => onChange(item)}
          />
          <span className={styles.top}>
            <span className={styles.name}>
              <HisText>{item.name}</HisText>
            </span>
            <strong className={styles.price}>{formatFen(item.priceFen)}</strong>
          </span>
          <span className={styles.tags}>
            <span className={styles.tag}>
              {item.sampleKind === 'pooled'
                ? t('item.pooled', { count: item.poolSize })
                : t('item.single')}
            </span>
            {item.emergency && <span className={styles.urgent}>{t('item.emergency')}</span>}
          </span>
          <span className={styles.meta}>
            {t('item.place')}：<HisText>{item.place}</HisText>
          </span>
          <span className={styles.meta}>
            {t('item.hours')}：<HisText>{item.hours}</HisText>
          </span>
        </label>
      ))}
    </section>
  );
}
