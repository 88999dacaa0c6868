import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './patient-qr-code.module.css';

/** Rendered at 4 px per module or more, which window scanners read from a phone screen. */
const QR_SIZE_PX = 240;

/** The patient card number as a QR code for the scanners at the hospital windows. */
export function PatientQrCode({ value, label }: { value: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(value, { width: QR_SIZE_PX, margin: 2, errorCorrectionLevel: 'M' })
      .then((url) => current && setImage(url))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <figure className={styles.figure}>
      {image ? (
        <img className={styles.image} src={image} alt={label} data-testid="patient-qr" />
      ) : (
        <div className={styles.image} aria-busy="true" />
      )}
      <figcaption className={styles.code}>{value}</figcaption>
    </figure>
  );
}
