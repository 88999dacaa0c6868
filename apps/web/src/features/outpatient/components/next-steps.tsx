import type { NextStep } from '@hospital/contract';
import { List } from 'antd-mobile';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { useOutpatientTranslation } from '../i18n/index.ts';
import styles from './outpatient.module.css';

/** Where the paid items send the patient: pharmacy windows first, then rooms. */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  const { t } = useOutpatientTranslation();
  if (steps.length === 0) return null;
  return (
    <List mode="card" header={t('details.next')} data-testid="outpatient-next-steps">
      {steps.map((step) => (
        <List.Item
          key={[step.execDepartment, step.building, step.floor, step.place].join('|')}
          description={
            <HisText>{`${step.building} ${step.floor} · ${step.execDepartment}`}</HisText>
          }
        >
          <span className={styles.step}>
            <span className={styles.stepMark} aria-hidden>
              {step.medicine ? t('details.medicine') : t('details.service')}
            </span>
            <span className={styles.stepPlace} {...hisText}>
              {step.place}
            </span>
          </span>
        </List.Item>
      ))}
    </List>
  );
}
