import { dictItemDataEndpoint, type DictItem, type DictType } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { relationLabel } from '../lib/display.ts';
import { idTypeLabel, nationLabel } from '../lib/document-labels.ts';
import { patientKeys } from './keys.ts';

export const getDictItems = async (type: DictType) =>
  unwrap(await callEndpoint(dictItemDataEndpoint, { query: { type } }, { loading: false }));

/** The choices change only with a hospital release, so they are cached for the session. */
export const getDictItemsQueryOptions = (type: DictType) =>
  queryOptions({
    queryKey: patientKeys.dict(type),
    queryFn: () => getDictItems(type),
    staleTime: Infinity,
  });

/** Choices in the active language: relations and ID types the app words itself, nations by their standard code. */
const OWN_WORDS: Partial<Record<DictType, (item: DictItem) => string>> = {
  relation: (item) => relationLabel(item.value),
  idType: (item) => idTypeLabel(item.value),
  nation: (item) => nationLabel(item.value, item.label),
};

export function useDictItems(type: DictType) {
  // Re-renders, and so relabels, when the language changes.
  usePatientsTranslation();
  const relabel = OWN_WORDS[type];
  return useQuery({
    ...getDictItemsQueryOptions(type),
    select: relabel
      ? (items: DictItem[]) => items.map((item) => ({ ...item, label: relabel(item) }))
      : undefined,
  });
}
