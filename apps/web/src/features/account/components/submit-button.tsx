import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

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
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={submitting}
      disabled={submitting || disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
