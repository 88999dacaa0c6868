import type { ReactNode } from 'react';
import { PrimaryButton } from '../../../components/primary-button.tsx';

/** The form's one primary action, disabled while its request is in flight. */
export function SubmitButton({
  submitting,
  disabled = false,
  testId,
  children,
}: {
  submitting: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <PrimaryButton
      type="submit"
      loading={submitting}
      disabled={submitting || disabled}
      data-testid={testId}
    >
      {children}
    </PrimaryButton>
  );
}
