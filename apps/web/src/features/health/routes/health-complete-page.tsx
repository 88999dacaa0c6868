import { IdSchema } from '@hospital/contract';
import { CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from 'antd-mobile';
import { HisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { links, paths } from '../../../lib/paths.ts';
import { useHealthRecord } from '../api/get-health-record.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-pages.module.css';

const RecordLinkSchema = z.object({ id: IdSchema });

/** /newCrownAppointment/completePage: the declaration went in; on to the pass. */
export function HealthCompletePage() {
  const { t } = useHealthTranslation();
  return (
    <Page title={t('title.complete')}>
      <RequireLinkParams schema={RecordLinkSchema}>
        {({ id }) => <Complete id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Complete({ id }: { id: number }) {
  const { t } = useHealthTranslation();
  const navigate = useNavigate();
  const record = useHealthRecord(id);
  return (
    <QueryView query={record} rows={3}>
      {(data) => {
        const green = data.colour === 'green';
        return (
          <div className={styles.complete} data-testid="health-complete">
            {green ? (
              <CheckCircleFill className={styles.okIcon} aria-hidden />
            ) : (
              <ExclamationCircleFill className={styles.warnIcon} aria-hidden />
            )}
            <h2>{green ? t('complete.green') : t('complete.risk')}</h2>
            <p>
              <HisText>{data.patientName}</HisText> · {t(`kind.${data.kind}`)}
            </p>
            <div className={styles.actions}>
              <PrimaryButton
                data-testid="health-show-pass"
                onClick={() => void navigate(links.newCrownResult(data.id), { replace: true })}
              >
                {t('complete.showPass')}
              </PrimaryButton>
              <Button block shape="rounded" size="large" onClick={() => void navigate(paths.home)}>
                {t('complete.home')}
              </Button>
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
