import { List, Picker } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import styles from './form-field.module.css';

export interface PickerOption {
  value: string;
  label: string;
}

interface PickerFieldProps {
  label: string;
  placeholder: string;
  options: PickerOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
  disabled?: boolean;
}

/** A list row that opens a one-column picker; its error shows under the row. */
export function PickerField(props: PickerFieldProps) {
  const { label, placeholder, options, value, onChange, error, testId, disabled } = props;
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <>
      <List.Item
        prefix={<span className={styles.label}>{label}</span>}
        description={fieldError(error)}
        onClick={disabled ? undefined : () => setOpen(true)}
        arrowIcon={!disabled}
        data-testid={testId}
      >
        <span className={chosen ? styles.value : styles.placeholder}>
          {chosen?.label ?? placeholder}
        </span>
      </List.Item>
      <Picker
        title={label}
        columns={[options]}
        visible={open}
        value={value ? [value] : []}
        onClose={() => setOpen(false)}
        onConfirm={([picked]) =>
          picked !== undefined && picked !== null && onChange(String(picked))
        }
      />
    </>
  );
}

export function fieldError(error: string | undefined): ReactNode {
  return error ? (
    <span className={styles.error} role="alert">
      {error}
    </span>
  ) : undefined;
}
