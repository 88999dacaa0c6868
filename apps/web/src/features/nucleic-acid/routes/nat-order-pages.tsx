import { IdSchema, type NatSampleKind } from '@hospital/contract';
import { useState } from 'react';
import { z } from 'zod';
import { CapsuleChoice } from '../../../components/capsule-choice.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { NatOrderForm, type NatPatientPicker } from '../components/nat-order-form.tsx';
import { useNucleicAcidTranslation } from '../i18n/index.ts';
import styles from './nat-pages.module.css';

interface OrderPageProps {
  patientPicker: NatPatientPicker;
}

/** /nucleicAcid/nucleicAcid: the outpatient tests, a patient, the price and where to go. */
export function NucleicAcidPage({ patientPicker }: OrderPageProps) {
  const { t } = useNucleicAcidTranslation();
  return (
    <Page title={t('title.order')}>
      <p className={styles.intro}>{t('intro.order')}</p>
      <NatOrderForm patientPicker={patientPicker} filter={{ scope: 'outpatient' }} />
    </Page>
  );
}

/** /nucleicAcid/selfNucleicAcid: a self-service order, a single-tube or a pooled test. */
export function SelfNucleicAcidPage({ patientPicker }: OrderPageProps) {
  const { t } = useNucleicAcidTranslation();
  const [kind, setKind] = useState<NatSampleKind>('single');
  return (
    <Page title={t('title.self')}>
      <p className={styles.intro}>{t('intro.self')}</p>
      <CapsuleChoice
        label={t('kind.label')}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'single', label: t('kind.single') },
          { value: 'pooled', label: t('kind.pooled') },
        ]}
      />
      <NatOrderForm
        patientPicker={patientPicker}
        key={kind}
        filter={{ scope: 'outpatient', sampleKind: kind }}
      />
    </Page>
  );
}

/** /nucleicAcid/emergencyAcid: the emergency department's own tests and hours. */
export function EmergencyAcidPage({ patientPicker }: OrderPageProps) {
  const { t } = useNucleicAcidTranslation();
  return (
    <Page title={t('title.emergency')}>
      <p className={styles.intro}>{t('intro.emergency')}</p>
      <NatOrderForm patientPicker={patientPicker} filter={{ scope: 'emergency' }} />
    </Page>
  );
}

const ScanLinkSchema = z.object({ itemId: IdSchema });

/** /nucleicAcid/scanNucleicAcidProject?itemId=: opened from a sampling point's QR code. */
export function ScanNucleicAcidProjectPage({ patientPicker }: OrderPageProps) {
  const { t } = useNucleicAcidTranslation();
  return (
    <Page title={t('title.scan')}>
      <RequireLinkParams schema={ScanLinkSchema}>
        {({ itemId }) => (
          <>
            <p className={styles.intro}>{t('intro.scan')}</p>
            <NatOrderForm
              patientPicker={patientPicker}
              filter={{ scope: 'outpatient', itemId }}
              emptyTips={t('item.scanGone')}
            />
          </>
        )}
      </RequireLinkParams>
    </Page>
  );
}
