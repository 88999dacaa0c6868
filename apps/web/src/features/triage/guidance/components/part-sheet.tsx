import type { GuidanceBodyPart } from '@hospital/contract';
import { useGuidanceTranslation } from '../i18n/index.ts';
import styles from './part-sheet.module.css';
import { hisText } from '../../../../components/his-text.tsx';
import { Sheet } from '../../../../components/sheet.tsx';

interface PartSheetProps {
  /** The parts of the tapped region; the sheet is closed when null. */
  parts: GuidanceBodyPart[] | null;
  onChoose: (part: GuidanceBodyPart) => void;
  onClose: () => void;
}

/** A region holding several parts (the head: eyes, ears, nose...) asks which one. */
export function PartSheet({ parts, onChoose, onClose }: PartSheetProps) {
  const { t } = useGuidanceTranslation();
  return (
    <Sheet open={parts !== null} onClose={onClose} bodyClassName={styles.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby="part-sheet-title">
        <h2 id="part-sheet-title" className={styles.title}>
          {t('sheet.title')}
        </h2>
        <div className={styles.parts}>
          {parts?.map((part) => (
            <button
              key={part.id}
              type="button"
              className={styles.part}
              onClick={() => onChoose(part)}
              data-testid="sheet-part"
              {...hisText}
            >
              {part.name}
            </button>
          ))}
        </div>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {t('sheet.cancel')}
        </button>
      </div>
    </Sheet>
  );
}
