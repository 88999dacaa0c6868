import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { feedbackCatalogues } from './catalogues.ts';

export const FEEDBACK_NS = feedbackCatalogues.namespace;

addNamespace(feedbackCatalogues);

export const useFeedbackTranslation = () => useTranslation(FEEDBACK_NS);
