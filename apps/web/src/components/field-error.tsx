import styles from './field-error.module.css';

/** A form field's problem, in red beside the field (STYLE.md: field errors in Chinese). */
export function FieldError({ message }: { message: string }) {
  return (
    <span className={styles.error} role="alert">
      {message}
    </span>
  );
}
