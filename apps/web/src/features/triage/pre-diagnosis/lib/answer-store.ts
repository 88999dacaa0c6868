import { TriageAnswersSchema, type TriageAnswer, type TriageAnswers } from '@hospital/contract';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The answers a patient is giving for one visit, kept in session storage until they are saved:
 * they outlive moving between the basic-information page and the question steps, and a reload,
 * but not the browser tab. Nothing is kept once the server has the record.
 */
const keyOf = (appointmentId: number) => `preDiagnosis.answers.${appointmentId}`;

// Parsed again only when the stored text changes, so React is handed the same object between changes.
const parsed = new Map<number, { text: string | null; answers: TriageAnswers | null }>();
const listeners = new Set<() => void>();

export function readDraft(appointmentId: number): TriageAnswers | null {
  const text = sessionStorage.getItem(keyOf(appointmentId));
  const known = parsed.get(appointmentId);
  if (known?.text === text) return known.answers;
  const draft = TriageAnswersSchema.safeParse(parseJson(text));
  const answers = draft.success ? draft.data : null;
  parsed.set(appointmentId, { text, answers });
  return answers;
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function writeDraft(appointmentId: number, answers: TriageAnswers): void {
  sessionStorage.setItem(keyOf(appointmentId), JSON.stringify(answers));
  listeners.forEach((listener) => listener());
}

export function clearDraft(appointmentId: number): void {
  sessionStorage.removeItem(keyOf(appointmentId));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The visit's answers: the draft when there is one, else the saved record's, so editing starts
 * from what the doctor already has. Answering clears a value with `undefined`.
 */
export function useAnswerDraft(appointmentId: number, saved: TriageAnswers | undefined) {
  const draft = useSyncExternalStore(subscribe, () => readDraft(appointmentId));
  const answers = draft ?? saved ?? EMPTY;
  const setAnswer = useCallback(
    (code: string, answer: TriageAnswer | undefined) => {
      const { [code]: _previous, ...others } = readDraft(appointmentId) ?? saved ?? EMPTY;
      writeDraft(appointmentId, answer === undefined ? others : { ...others, [code]: answer });
    },
    [appointmentId, saved],
  );
  return { answers, setAnswer };
}

const EMPTY: TriageAnswers = {};
