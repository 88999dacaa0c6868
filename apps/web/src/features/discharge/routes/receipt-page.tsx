import { IdParamsSchema, type Settlement } from '@hospital/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { links } from '../../../lib/paths.ts';
import { getDocumentUrl } from '../api/get-document-url.ts';
import { dischargeKeys } from '../api/keys.ts';
import { useSettlement } from '../api/get-settlement.ts';
import { SplitList } from '../components/split-list.tsx';
import { useDischargeTranslation } from '../i18n/index.ts';
import styles from './discharge.module.css';

/** /inHospitalManagePages/settlementReceipt?id=: the settled split and its electronic bill. */
export function ReceiptPage() {
  const { t } = useDischargeTranslation();
  return (
    <Page title={t('title.receipt')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <Receipt id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Receipt({ id }: { id: number }) {
  const settlement = useSettlement(id);
  return (
    <QueryView query={settlement} rows={6}>
      {(data) => (
        <>
          <SplitList split={{ ...data }} />
          <Bill settlement={data} />
        </>
      )}
    </QueryView>
  );
}

/** The bill opens in the app's PDF page once the HIS has issued it. */
function Bill({ settlement }: { settlement: Settlement }) {
  const { t } = useDischargeTranslation();
  const navigate = useNavigate();
  const url = useQuery({
    queryKey: dischargeKeys.document('bill', settlement.id),
    queryFn: async () => {
      const result = await getDocumentUrl('bill', settlement.id);
      return result.ok ? result.data.url : null;
    },
    enabled: settlement.hasBill,
  });
  if (!settlement.hasBill) return <EmptyState tips={t('receipt.pending')} />;
  return (
    <QueryView query={url} rows={1}>
      {(address) =>
        address ? (
          <div className={styles.footer}>
            <PrimaryButton
              data-testid="receipt-open"
              onClick={() => void navigate(links.pdf(address, 'electronicBill'))}
            >
              {t('receipt.open')}
            </PrimaryButton>
          </div>
        ) : (
          <EmptyState tips={t('receipt.pending')} />
        )
      }
    </QueryView>
  );
}
