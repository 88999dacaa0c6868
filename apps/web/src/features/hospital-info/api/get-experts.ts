import type { DoctorSummary, DoctorTitle } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllDoctorPage } from '../../../api/queries/get-all-doctor.ts';
import { hospitalInfoKeys } from './keys.ts';

const EXPERT_TITLES: readonly DoctorTitle[] = ['主任医师', '副主任医师'];
const PAGE_SIZE = 50;
/** A hospital's whole staff list fits in a few pages; the cap stops a runaway loop. */
const MAX_PAGES = 20;

/** Experts are the doctors titled 主任医师 or 副主任医师, chief physicians first. */
export async function getExperts(): Promise<DoctorSummary[]> {
  const doctors: DoctorSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await getAllDoctorPage({ page, pageSize: PAGE_SIZE, keyword: '' });
    doctors.push(...result.items);
    if (page * PAGE_SIZE >= result.total) break;
  }
  return doctors
    .filter((doctor) => EXPERT_TITLES.includes(doctor.title))
    .sort((a, b) => EXPERT_TITLES.indexOf(a.title) - EXPERT_TITLES.indexOf(b.title));
}

export const getExpertsQueryOptions = () =>
  queryOptions({
    queryKey: hospitalInfoKeys.experts(),
    queryFn: getExperts,
    staleTime: 10 * 60_000,
  });

export const useExperts = () => useQuery(getExpertsQueryOptions());
