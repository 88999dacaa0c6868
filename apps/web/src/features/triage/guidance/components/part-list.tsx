import type { GuidanceBodyPart } from '@hospital/contract';
import { useGuidanceTranslation } from '../i18n/index.ts';
import styles from './part-list.module.css';
import { hisText } from '../../../../components/his-text.tsx';

/**
 * Every part the figure offers, and those offered only here (skin, whole body, mood), as
 * named buttons: the way in for screen readers, senior mode and a part hard to find on
 * the figure.
 */
export function PartList({
  parts,
  onChoose,
}: {
  parts: readonly GuidanceBodyPart[];
  onChoose: (part: GuidanceBodyPart) => void;
}) {
  const { t } = useGuidanceTranslation();
  return (
    <section className={styles.card} aria-labelledby="part-list-title">
      <h2 id="part-list-title" className={styles.title}>
        {t('list.title')}
      </h2>
      <p className={styles.hint}>{t('list.hint')}</p>
      <ul className={styles.parts}>
        {parts.map((part) => (
          <li key={part.id}>
            <button
              type="button"
              className={styles.part}
              onClick={() => onChoose(part)}
              data-testid="list-part"
              {...hisText}
            >
              {part.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
