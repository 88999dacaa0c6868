import { Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useExamsTranslation } from '../i18n/index.ts';
import styles from './exams.module.css';

/** /appointmentInspection/bulletinBoard: the notes to read before booking an exam. */
export function BulletinPage() {
  const { t } = useExamsTranslation();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const notes = t('bulletin.notes', { returnObjects: true }) as string[];
  return (
    <Page title={t('bulletin.title')}>
      <p className={styles.lead}>{t('bulletin.lead')}</p>
      <ol className={styles.notes}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ol>
      <div className={styles.footer}>
        <Checkbox checked={agreed} onChange={setAgreed} data-testid="bulletin-agree">
          {t('bulletin.agree')}
        </Checkbox>
        <PrimaryButton
          disabled={!agreed}
          onClick={() => void navigate(paths.inspectionList)}
          data-testid="bulletin-enter"
        >
          {t('bulletin.enter')}
        </PrimaryButton>
      </div>
    </Page>
  );
}
