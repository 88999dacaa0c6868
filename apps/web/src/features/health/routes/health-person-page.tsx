import { HealthKindSchema, type HealthKind } from '@hospital/contract';
import { Button, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { links, paths } from '../../../lib/paths.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-pages.module.css';

const PersonLinkSchema = z.object({ kind: HealthKindSchema });

/** /newCrownAppointment/userInfomation: which of the account's patients is declaring. */
export function HealthPersonPage() {
  const { t } = useHealthTranslation();
  return (
    <Page title={t('title.person')}>
      <RequireLinkParams schema={PersonLinkSchema}>
        {({ kind }) => <People kind={kind} />}
      </RequireLinkParams>
    </Page>
  );
}

function People({ kind }: { kind: HealthKind }) {
  const { t } = useHealthTranslation();
  const navigate = useNavigate();
  const patients = usePatients();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <QueryView query={patients} rows={3}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState tips={t('person.none')}>
            <Button color="primary" shape="rounded" onClick={() => void navigate(paths.addPatient)}>
              {t('person.add')}
            </Button>
          </EmptyState>
        ) : (
          <>
            <p className={styles.intro}>
              {t(`kind.${kind}`)} · {t('person.intro')}
            </p>
            <Radio.Group value={chosen ?? list[0]!.id} onChange={(id) => setChosen(Number(id))}>
              <Space direction="vertical" block className={styles.people}>
                {list.map((patient) => (
                  <Radio
                    key={patient.id}
                    value={patient.id}
                    block
                    className={styles.person}
                    data-testid="health-person"
                  >
                    <HisText>
                      <strong>{patient.name}</strong>
                    </HisText>
                    <small>{patient.idNumberMasked}</small>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <div className={styles.actions}>
              <PrimaryButton
                data-testid="health-person-next"
                onClick={() => void navigate(links.newCrownRegister(kind, chosen ?? list[0]!.id))}
              >
                {t('person.next')}
              </PrimaryButton>
            </div>
          </>
        )
      }
    </QueryView>
  );
}
