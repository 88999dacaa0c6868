import { REPORT_COMMENT_MAX_LENGTH } from '@hospital/contract';
import { Rate, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { useSaveReportComment } from '../api/save-report-comment.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './report-comment-card.module.css';
import { CheckedForm } from '../../../components/checked-form.tsx';

/** 1-5 stars and an optional comment; a server message naming a field shows beside it. */
export function AppraiseForm({ reportId }: { reportId: number }) {
  const { t } = useReportsTranslation();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const save = useSaveReportComment();

  const submit = async () => {
    if (rating < 1) {
      setErrors({ rating: t('comment.ratingRequired') });
      return;
    }
    setErrors({});
    const result = await save.mutateAsync({ reportId, rating, text });
    if (result.ok) showToast(t('comment.submitted'));
    else if (result.field === 'text' || result.field === 'rating')
      setErrors({ [result.field]: result.msg });
    else showToast(result.msg, 'long');
  };

  return (
    <CheckedForm
      layout="vertical"
      mode="card"
      className={styles.form}
      footer={
        <PrimaryButton
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="appraise-submit"
        >
          {t('comment.submit')}
        </PrimaryButton>
      }
    >
      <FormField label={t('comment.rating')} error={errors.rating}>
        <div className={styles.stars} data-testid="appraise-rating">
          <Rate value={rating} onChange={setRating} />
          {rating > 0 && <span>{t(`comment.stars.${rating}`)}</span>}
        </div>
      </FormField>
      <FormField label={t('comment.text')} error={errors.text}>
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('comment.placeholder')}
          maxLength={REPORT_COMMENT_MAX_LENGTH}
          showCount
          rows={4}
          data-testid="appraise-text"
        />
      </FormField>
    </CheckedForm>
  );
}
