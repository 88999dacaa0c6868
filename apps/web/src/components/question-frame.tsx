import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { HisText, hisText } from './his-text.tsx';
import styles from './question-card.module.css';

interface QuestionFrameProps {
  /** Choices are a fieldset its legend names; a single box is labelled by the title. */
  grouped: boolean;
  /** The id of the box a title labels, when not grouped. */
  inputId: string;
  text: string;
  help?: string | undefined;
  required: boolean;
  /** The word beside the title: required or optional, in the page's own words. */
  mark: string;
  error?: string | undefined;
  testId: string;
  children: ReactNode;
}

/** The card around one question: its title and mark, its help, the answer, its problem. */
export function QuestionFrame({
  grouped,
  inputId,
  text,
  help,
  required,
  mark,
  error,
  testId,
  children,
}: QuestionFrameProps) {
  const Frame = grouped ? 'fieldset' : 'div';
  const Title = grouped ? 'legend' : 'label';
  return (
    <Frame
      className={error ? `${styles.question} ${styles.invalid}` : styles.question}
      data-testid={testId}
    >
      <Title className={styles.title} {...(!grouped && { htmlFor: inputId })}>
        <HisText>{text}</HisText>
        <span className={required ? styles.required : styles.optional}>{mark}</span>
      </Title>
      {help && (
        <p className={styles.help} {...hisText}>
          {help}
        </p>
      )}
      {children}
      {error && <FieldError message={error} />}
    </Frame>
  );
}
