import { Input, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { fieldError } from './picker-field.tsx';
import styles from './form-field.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  error?: string;
  /** Shown under the field when there is no error (a passed check). */
  note?: ReactNode;
  testId: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
}

/** A labelled input row; its error shows beside the field, under the input. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, onBlur, placeholder, error, note, testId } = props;
  return (
    <List.Item
      prefix={<span className={styles.label}>{label}</span>}
      description={fieldError(error) ?? note}
    >
      <Input
        className={styles.input}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        clearable
        aria-label={label}
        aria-invalid={Boolean(error)}
        data-testid={testId}
      />
    </List.Item>
  );
}

/** A labelled row that cannot be edited (identity fields after the card is issued). */
export function ReadOnlyField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <List.Item prefix={<span className={styles.label}>{label}</span>}>
      <span className={styles.value}>{value}</span>
    </List.Item>
  );
}
