import { ID_TYPES } from '@hospital/contract';
import { i18n } from '../../../i18n/index.ts';
import { PATIENTS_NS } from '../i18n/index.ts';

/** An ID type in the active language; Chinese is the contract's label. */
export const idTypeLabel = (idType: string): string =>
  i18n.t(`idTypeName.${idType}`, {
    ns: PATIENTS_NS,
    defaultValue: ID_TYPES.find((item) => item.value === idType)?.label ?? idType,
  });

/** A nation (GB/T 3304 code) in the active language; Chinese is the register's own name. */
export const nationLabel = (code: string, registerName: string): string =>
  i18n.t(`nationName.${code}`, { ns: PATIENTS_NS, defaultValue: registerName });
