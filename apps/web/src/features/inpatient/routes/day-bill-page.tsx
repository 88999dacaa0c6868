import { DateSchema, IdParamsSchema } from '@hospital/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateWithWeekday } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { useDayBill } from '../api/get-day-bill.ts';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './inpatient.module.css';

const DayBillParamsSchema = IdParamsSchema.extend({ day: DateSchema });

/** /inHospitalManagePages/dayBill?id=&day=: one day's lines, grouped by fee category. */
export function DayBillPage() {
  const { t } = useInpatientTranslation();
  return (
    <Page title={t('title.dayBill')}>
      <RequireLinkParams schema={DayBillParamsSchema}>
        {({ id, day }) => <DayBill id={id} day={day} />}
      </RequireLinkParams>
    </Page>
  );
}

function DayBill({ id, day }: { id: number; day: string }) {
  const { t } = useInpatientTranslation();
  const bill = useDayBill(id, day);
  return (
    <QueryView query={bill} rows={8}>
      {(data) => (
        <>
          <section className={styles.hero}>
            <span>
              {formatDateWithWeekday(day)} {t('dayBill.total')}
            </span>
            <strong data-testid="day-total">{formatFen(data.amountFen)}</strong>
          </section>
          {data.categories.length === 0 ? (
            <EmptyState tips={t('dayBill.empty')} />
          ) : (
            <section className={styles.card}>
              {data.categories.map((category) => (
                <div key={category.category}>
                  <h2 className={styles.categoryHead}>
                    <HisText>{category.category}</HisText>
                    <span>{formatFen(category.amountFen)}</span>
                  </h2>
                  {category.items.map((line) => (
                    <div key={line.id} className={styles.row}>
                      <span>
                        <HisText>{line.item}</HisText>
                        <span className={styles.rowSub}>
                          {t('dayBill.quantity', {
                            quantity: Number(line.quantity),
                            unit: line.unit,
                            price: formatFen(line.unitPriceFen),
                          })}
                        </span>
                      </span>
                      <span className={styles.amount}>{formatFen(line.amountFen)}</span>
                    </div>
                  ))}
                </div>
              ))}
            </section>
          )}
        </>
      )}
    </QueryView>
  );
}
