import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { appointmentsCatalogues } from './catalogues.ts';

export const APPOINTMENTS_NS = appointmentsCatalogues.namespace;

addNamespace(appointmentsCatalogues);

export const useAppointmentsTranslation = () => useTranslation(APPOINTMENTS_NS);
