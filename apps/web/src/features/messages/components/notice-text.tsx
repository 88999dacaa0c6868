import type { MessageTemplate, Notice } from '@hospital/contract';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { activeLocale } from '../../../i18n/index.ts';
import { formatHalfDay } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';

interface Sentence {
  key: string;
  values?: Record<string, string>;
}

/** The sentences of a message the server wrote, each a catalogue key with its values. */
function sentencesOf(template: MessageTemplate): Sentence[] {
  const at = (name: string) => `message.template.${template.key}.${name}`;
  if (template.key !== 'clinicStop') return [{ key: at('body') }];
  const stop = template.params;
  const { deptName, doctorName } = stop;
  return [
    {
      key: at('body'),
      values: {
        deptName,
        doctorName,
        reason: stop.reason,
        halfDay: formatHalfDay(stop.date, stop.period),
      },
    },
    stop.refundFen > 0
      ? { key: at('refund'), values: { amount: formatFen(stop.refundFen) } }
      : { key: at('noRefund') },
    stop.sameDoctor
      ? {
          key: at('sameDoctor'),
          values: {
            doctorName,
            halfDay: formatHalfDay(stop.sameDoctor.date, stop.sameDoctor.period),
          },
        }
      : { key: at(stop.hasOthers ? 'otherDoctors' : 'later'), values: { deptName } },
  ];
}

/** The hospital's words inside a sentence (names, the stop's reason) keep their language. */
const MARKS = { his: <HisText /> };

export interface NoticeText {
  title: ReactNode;
  body: ReactNode;
  /** The body as plain text, for a clamped preview's full-text title. */
  bodyText: string;
  /** Spread on the element holding title or body: the language its words are in. */
  lang: { lang?: string };
}

/**
 * What a message says, in the patient's language when the server wrote it from a template;
 * a notice the hospital wrote (or a message older than templates) as it was written.
 */
export function useNoticeText(notice: Notice): NoticeText {
  const { t } = useTranslation();
  const { template } = notice;
  if (!template) {
    return { title: notice.title, body: notice.body, bodyText: notice.body, lang: hisText };
  }
  const sentences = sentencesOf(template);
  // English sentences stand apart; Chinese ones run on after their full stop.
  const gap = activeLocale() === 'en' ? ' ' : '';
  return {
    title: t(`message.template.${template.key}.title`),
    body: sentences.map((sentence, index) => (
      <span key={sentence.key}>
        {index > 0 && gap}
        <Trans t={t} i18nKey={sentence.key} values={sentence.values} components={MARKS} />
      </span>
    )),
    bodyText: sentences
      .map((sentence) => t(sentence.key, sentence.values).replace(/<\/?his>/g, ''))
      .join(gap),
    lang: {},
  };
}
