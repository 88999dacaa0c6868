import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { surveysCatalogues } from './catalogues.ts';

export const SURVEYS_NS = surveysCatalogues.namespace;

addNamespace(surveysCatalogues);

export const useSurveysTranslation = () => useTranslation(SURVEYS_NS);
