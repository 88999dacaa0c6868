import type { PaymentRecord } from '@hospital/contract';
import { HisText } from '../../../components/his-text.tsx';
import { formatHalfDay } from '../../../lib/date.ts';
import { usePaymentsTranslation } from '../i18n/index.ts';

/**
 * What a payment pays for: in the patient's language when the server wrote it from a
 * template, as the hospital wrote it otherwise.
 */
export function PaymentDescription({ record }: { record: PaymentRecord }) {
  const { t } = usePaymentsTranslation();
  const template = record.descriptionTemplate;
  if (!template) return <HisText>{record.description}</HisText>;
  const { date, period } = template.params;
  return <>{t(`description.${template.key}`, { halfDay: formatHalfDay(date, period) })}</>;
}
