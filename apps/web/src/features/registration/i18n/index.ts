import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { registrationCatalogues } from './catalogues.ts';

export const REGISTRATION_NS = registrationCatalogues.namespace;

addNamespace(registrationCatalogues);

export const useRegistrationTranslation = () => useTranslation(REGISTRATION_NS);
