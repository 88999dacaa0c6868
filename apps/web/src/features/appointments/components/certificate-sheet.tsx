import type { Certificate } from '@hospital/contract';
import { formatDateTime, formatDateWithWeekday } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './certificate-sheet.module.css';

/** The certificate as a sheet of paper, the same facts the PDF carries. */
export function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const { t } = useAppointmentsTranslation();
  const rows: [string, string][] = [
    [t('field.patient'), maskName(certificate.patientName, isMaskingHost())],
    [t('field.patientCode'), certificate.patientCode],
    [t('field.dept'), certificate.deptName],
    [t('field.doctor'), `${certificate.doctorName} ${certificate.doctorTitle}`],
    [
      t('field.time'),
      `${formatDateWithWeekday(certificate.date)} ${t(`period.${certificate.period}`)}`,
    ],
    [t('field.location'), certificate.location],
    [t('field.sequence'), t('sequence', { sequence: certificate.sequence })],
    [t('field.fee'), formatFen(certificate.feeFen)],
    [t('field.orderNum'), certificate.orderNum],
  ];
  if (certificate.paidAt) rows.push([t('field.paidAt'), formatDateTime(certificate.paidAt)]);
  return (
    <article className={styles.sheet} data-testid="certificate">
      <h2>{certificate.hospitalName}</h2>
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
