import { List } from 'antd-mobile';
import { FieldError } from './field-error.tsx';
import styles from './picker-row.module.css';

interface PickerRowProps {
  label: string;
  /** What was chosen, as the patient reads it; the placeholder shows while nothing is. */
  chosen: string | undefined;
  placeholder: string;
  error?: string;
  /** A locked row shows its value without opening a picker (a field read off the ID card). */
  locked?: boolean;
  onOpen: () => void;
  testId?: string;
}

/** The patient form's row for a picked value: label, value or placeholder, error beneath. */
export function PickerRow(props: PickerRowProps) {
  const { label, chosen, placeholder, error, locked, onOpen, testId } = props;
  return (
    <List.Item
      prefix={<span className={styles.label}>{label}</span>}
      description={error ? <FieldError message={error} /> : undefined}
      onClick={locked ? undefined : onOpen}
      arrowIcon={!locked}
      data-testid={testId}
    >
      <span className={chosen ? styles.value : styles.placeholder}>{chosen ?? placeholder}</span>
    </List.Item>
  );
}
