import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { queueCatalogues } from './catalogues.ts';

export const QUEUE_NS = queueCatalogues.namespace;

addNamespace(queueCatalogues);

export const useQueueTranslation = () => useTranslation(QUEUE_NS);
