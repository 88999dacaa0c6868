import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { nucleicAcidZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const NUCLEIC_ACID_NS = 'nucleicAcid';

addNamespace(NUCLEIC_ACID_NS, nucleicAcidZhCN, async () => (await import('./en.ts')).nucleicAcidEn);

export const useNucleicAcidTranslation = () => useTranslation(NUCLEIC_ACID_NS);
