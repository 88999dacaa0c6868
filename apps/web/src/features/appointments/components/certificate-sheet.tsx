import type { Certificate } from '@hospital/contract';
import { formatDateTime, formatHalfDay } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './certificate-sheet.module.css';
import type { ReactNode } from 'react';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** The certificate as a sheet of paper, the same facts the PDF carries. */
export function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const { t } = useAppointmentsTranslation();
  const rows: [string, ReactNode][] = [
    [t('field.patient'), <HisText>{maskName(certificate.patientName, isMaskingHost())}</HisText>],
    [t('field.patientCode'), certificate.patientCode],
    [t('field.dept'), <HisText>{certificate.deptName}</HisText>],
    [
      t('field.doctor'),
      <>
        <HisText>{certificate.doctorName}</HisText> {doctorTitleLabel(certificate.doctorTitle)}
      </>,
    ],
    [t('field.time'), formatHalfDay(certificate.date, certificate.period)],
    [t('field.location'), <HisText>{certificate.location}</HisText>],
    [t('field.sequence'), t('sequence', { sequence: certificate.sequence })],
    [t('field.fee'), formatFen(certificate.feeFen)],
    [t('field.orderNum'), certificate.orderNum],
  ];
  if (certificate.paidAt) rows.push([t('field.paidAt'), formatDateTime(certificate.paidAt)]);
  return (
    <article className={styles.sheet} data-testid="certificate">
      <h2 {...hisText}>{certificate.hospitalName}</h2>
      <h3>{t('prove.heading')}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <footer>
        <span>
          {t('prove.issuedAt')} {formatDateTime(certificate.issuedAt)}
        </span>
        <span>{t('prove.stamp')}</span>
      </footer>
    </article>
  );
}
