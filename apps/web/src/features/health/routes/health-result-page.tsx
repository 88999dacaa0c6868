import { IdSchema } from '@hospital/contract';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHealthRecord } from '../api/get-health-record.ts';
import { HealthPassCard } from '../components/health-pass-card.tsx';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-pages.module.css';

const RecordLinkSchema = z.object({ id: IdSchema });

/** /newCrownAppointment/newCrownResult: the pass shown to the door guard. */
export function HealthResultPage() {
  const { t } = useHealthTranslation();
  return (
    <Page title={t('title.result')}>
      <RequireLinkParams schema={RecordLinkSchema}>
        {({ id }) => <Result id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Result({ id }: { id: number }) {
  const { t } = useHealthTranslation();
  const navigate = useNavigate();
  const record = useHealthRecord(id);
  return (
    <QueryView query={record} rows={4}>
      {(data) => (
        <>
          <HealthPassCard record={data} />
          {data.expired && (
            <div className={styles.actions}>
              <PrimaryButton onClick={() => void navigate(paths.newCrownStart)}>
                {t('result.again')}
              </PrimaryButton>
            </div>
          )}
        </>
      )}
    </QueryView>
  );
}
