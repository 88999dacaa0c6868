import type { ReactNode } from 'react';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import styles from './form-footer.module.css';

interface FormFooterProps {
  children?: ReactNode;
  label: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  testId: string;
}

/** The submit button at the foot of a form, disabled while a request is on its way. */
export function FormFooter({
  children,
  label,
  busyLabel,
  busy,
  onSubmit,
  testId,
}: FormFooterProps) {
  return (
    <div className={styles.footer}>
      {children}
      <PrimaryButton
        loading={busy}
        loadingText={busyLabel}
        disabled={busy}
        onClick={onSubmit}
        data-testid={testId}
      >
        {label}
      </PrimaryButton>
    </div>
  );
}
