import type { HealthRecordDetail, PassColour } from '@hospital/contract';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { hisText } from '../../../components/his-text.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-pass-card.module.css';

/** Dark enough on white for a door scanner, and the colour the guard reads at a glance. */
const QR_COLOURS: Record<PassColour, string> = {
  green: '#0f7a37',
  yellow: '#8a5a00',
  red: '#b91c1c',
};

/** Large modules: the guard scans it from an arm's length. */
const QR_SIZE_PX = 232;

function PassQr({ code, colour, label }: { code: string; colour: PassColour; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(code, {
      width: QR_SIZE_PX,
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: QR_COLOURS[colour], light: '#ffffff' },
    })
      .then((url) => current && setImage(url))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [code, colour]);
  return image ? (
    <img className={styles.qr} src={image} alt={label} data-testid="health-pass-qr" />
  ) : (
    <div className={styles.qr} aria-busy="true" />
  );
}

/**
 * The door pass: a coloured code with the masked name and its times. Everything shown comes
 * from the server's signed pass, and the guard's scanner checks the code itself.
 */
export function HealthPassCard({ record }: { record: HealthRecordDetail }) {
  const { t } = useHealthTranslation();
  const { pass } = record;
  const colour = record.expired ? 'expired' : pass.colour;
  return (
    <article
      className={`${styles.card} ${styles[colour]}`}
      data-testid="health-pass"
      data-colour={colour}
    >
      <header className={styles.band}>
        <p className={styles.status}>
          {record.expired ? t('result.expired') : t(`result.colour.${pass.colour}`)}
        </p>
        <p className={styles.name} data-testid="health-pass-name" {...hisText}>
          {pass.maskedName}
        </p>
      </header>
      <div className={styles.body}>
        {!record.expired && (
          <PassQr code={pass.code} colour={pass.colour} label={t('result.qrLabel')} />
        )}
        {!record.expired && <p className={styles.advice}>{t(`result.advice.${pass.colour}`)}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('result.kind')}</dt>
            <dd>{t(`kind.${record.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('result.issuedAt')}</dt>
            <dd>{formatDateTime(pass.issuedAt)}</dd>
          </div>
          <div>
            <dt>{t('result.expiresAt')}</dt>
            <dd data-testid="health-pass-expires">{formatDateTime(pass.expiresAt)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
