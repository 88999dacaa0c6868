import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { seniorHomeCatalogues } from './catalogues.ts';

export const SENIOR_HOME_NS = seniorHomeCatalogues.namespace;

addNamespace(seniorHomeCatalogues);

export const useSeniorHomeTranslation = () => useTranslation(SENIOR_HOME_NS);
