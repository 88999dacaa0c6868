import { HEALTH_TEXT_MAX, type Inpatient } from '@hospital/contract';
import { Form, Input } from 'antd-mobile';
import { FormField } from '../../../components/form-field.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { useDeclaredInpatients } from '../api/get-declared-inpatients.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import card from '../../../components/question-card.module.css';
import styles from './health-form.module.css';

export type InpatientDraft = { [K in keyof Inpatient]: string };

export const EMPTY_INPATIENT: InpatientDraft = { name: '', ward: '', bed: '' };

interface InpatientFieldsProps {
  value: InpatientDraft;
  errors: Record<string, string>;
  onChange: (value: InpatientDraft) => void;
}

const TEXT_FIELDS = ['name', 'ward', 'bed'] as const;

/**
 * The inpatient a carer looks after. The hospital's inpatient data is not reachable here, so
 * the carer types it from the wristband; one declared before is offered again in a tap.
 */
export function InpatientFields({ value, errors, onChange }: InpatientFieldsProps) {
  const { t } = useHealthTranslation();
  const declared = useDeclaredInpatients();
  const recent = declared.data ?? [];
  return (
    <section className={card.question} aria-labelledby="health-inpatient">
      <h3 className={card.title} id="health-inpatient">
        {t('inpatient.section')}
      </h3>
      <p className={card.help}>{t('inpatient.hint')}</p>
      {recent.length > 0 && (
        <div className={styles.recent}>
          <span>{t('inpatient.recent')}</span>
          {recent.slice(0, 3).map((inpatient) => (
            <button
              key={`${inpatient.name}-${inpatient.ward}-${inpatient.bed}`}
              type="button"
              className={styles.recentItem}
              onClick={() => onChange(inpatient)}
            >
              <HisText>
                {inpatient.name} · {inpatient.ward} {inpatient.bed}
              </HisText>
            </button>
          ))}
        </div>
      )}
      <Form layout="horizontal" className={styles.inpatientForm}>
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field}
            label={t(`inpatient.${field}`)}
            error={errors[`inpatient.${field}`]}
          >
            <Input
              value={value[field]}
              maxLength={HEALTH_TEXT_MAX}
              placeholder={t(`inpatient.${field}Placeholder`)}
              aria-label={t(`inpatient.${field}`)}
              data-testid={`inpatient-${field}`}
              onChange={(text) => onChange({ ...value, [field]: text })}
            />
          </FormField>
        ))}
      </Form>
    </section>
  );
}
