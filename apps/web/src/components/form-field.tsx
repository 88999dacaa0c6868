import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';

interface FormFieldProps {
  label: ReactNode;
  /** The field's problem, shown in red beneath it while there is one. */
  error?: string;
  children: ReactNode;
}

/** A form item for state-held fields, whose checks the page runs itself. */
export function FormField({ label, error, children }: FormFieldProps) {
  return (
    <Form.Item label={label} description={error && <FieldError message={error} />}>
      {children}
    </Form.Item>
  );
}
