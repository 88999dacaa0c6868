import type { PatientDetail } from '@hospital/contract';
import { List } from 'antd-mobile';
import { maskIdCard, maskName, maskPhone } from '../../../lib/mask.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { relationLabel } from '../lib/display.ts';
import { idTypeLabel, nationLabel } from '../lib/document-labels.ts';
import { PatientAvatar } from './patient-avatar.tsx';
import { PatientQrCode } from './patient-qr-code.tsx';
import styles from './patient-profile.module.css';
import { hisText } from '../../../components/his-text.tsx';

interface PatientProfileProps {
  patient: PatientDetail;
  masked: boolean;
  onInsurance: () => void;
}

/** A patient's card, QR code and details, masked in the payment-app host. */
export function PatientProfile({ patient, masked, onInsurance }: PatientProfileProps) {
  const { t } = usePatientsTranslation();
  // A nation is read by its standard code; one the app has no words for stays as the register writes it.
  const nation =
    patient.nation && patient.nationLabel && nationLabel(patient.nation, patient.nationLabel);
  const rows: [label: string, value: string | null, testId?: string, lang?: string][] = [
    [t('field.gender'), t(`gender.${patient.gender}`)],
    [t('field.birthDate'), t('birthDateAge', { date: patient.birthDate, age: patient.age })],
    [t('field.idType'), idTypeLabel(patient.idType)],
    [
      t('field.idNumber'),
      patient.idNumber && maskIdCard(patient.idNumber, masked),
      'detail-id-number',
    ],
    [t('field.phone'), maskPhone(patient.phone, masked), 'detail-phone'],
    [
      t('field.nation'),
      nation,
      undefined,
      nation === patient.nationLabel ? hisText.lang : undefined,
    ],
    [t('field.address'), patient.address],
    [t('field.guardianName'), patient.guardianName && maskName(patient.guardianName, masked)],
    [
      t('field.guardianIdNumber'),
      patient.guardianIdNumber && maskIdCard(patient.guardianIdNumber, masked),
    ],
    [t('field.guardianPhone'), patient.guardianPhone && maskPhone(patient.guardianPhone, masked)],
  ];
  return (
    <>
      <section className={styles.card}>
        <div className={styles.header}>
          <PatientAvatar patient={patient} size={56} />
          <div className={styles.title}>
            <strong {...hisText} data-testid="detail-name">
              {maskName(patient.name, masked)}
            </strong>
            <span className={styles.tag}>{relationLabel(patient.relation)}</span>
            {patient.isDefault && <span className={styles.badge}>{t('detail.isDefault')}</span>}
          </div>
        </div>
        <h2 className={styles.qrTitle}>{t('detail.qrTitle')}</h2>
        <PatientQrCode value={patient.patientCode} label={t('field.patientCode')} />
        <p className={styles.hint}>{t('detail.qrHint')}</p>
      </section>
      <List mode="card" className={styles.list}>
        {rows
          .filter((row) => row[1])
          .map(([label, value, testId, lang]) => (
            <List.Item
              key={label}
              extra={
                <span data-testid={testId} lang={lang}>
                  {value}
                </span>
              }
            >
              {label}
            </List.Item>
          ))}
        <List.Item
          extra={
            patient.insuranceCardBound ? t('detail.insuranceBound') : t('detail.insuranceUnbound')
          }
          onClick={onInsurance}
          data-testid="detail-insurance"
        >
          {t('detail.insurance')}
        </List.Item>
      </List>
    </>
  );
}
