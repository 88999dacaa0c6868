import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { getMeQueryOptions } from '../../api/queries/get-me.ts';
import { HomePage } from '../../features/home/routes/home-page.tsx';
import { useSeniorMode, useSeniorOfferPending } from '../../features/senior-mode/senior-mode.ts';
import { HomePatientCard } from '../routes/patient-cards.tsx';
import { lazyComponent } from '../routes/lazy-page.ts';
import { getAccessToken } from '../../platform/storage.ts';

// Senior mode's pieces are chunks of their own: patients who never turn it on never load them.
const SeniorHome = lazyComponent(async () => {
  const { SeniorHomePage } = await import('../../features/home/routes/senior-home-page.tsx');
  return () => <SeniorHomePage patientCard={<HomePatientCard />} />;
});
const SeniorOffer = lazyComponent(
  async () => (await import('../../features/senior-mode/components/senior-offer.tsx')).SeniorOffer,
);

function SeniorOfferSlot() {
  const pending = useSeniorOfferPending();
  return pending ? (
    <Suspense>
      <SeniorOffer />
    </Suspense>
  ) : null;
}

/** The home tab: the simplified home in senior mode, else the full one with the offer of it. */
export function HomeTab() {
  const senior = useSeniorMode();
  // Whose choice and offer apply: the account is read here, where the offer shows.
  useQuery({ ...getMeQueryOptions(), enabled: getAccessToken() !== '' });
  if (senior) {
    return (
      <Suspense>
        <SeniorHome />
      </Suspense>
    );
  }
  return <HomePage patientCard={<HomePatientCard />} offer={<SeniorOfferSlot />} />;
}
