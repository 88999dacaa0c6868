import { i18n } from '../i18n/index.ts';

/** A doctor's rank in the active language: 主任医师 reads Chief physician in English. */
export const doctorTitleLabel = (title: string): string =>
  i18n.t(`doctorTitle.${title}`, { defaultValue: title });
