import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { nucleicAcidCatalogues } from './catalogues.ts';

export const NUCLEIC_ACID_NS = nucleicAcidCatalogues.namespace;

addNamespace(nucleicAcidCatalogues);

export const useNucleicAcidTranslation = () => useTranslation(NUCLEIC_ACID_NS);
