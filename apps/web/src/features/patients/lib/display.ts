import { RELATIONS } from '@hospital/contract';
import { i18n } from '../../../i18n/index.ts';
import femaleAvatar from '../assets/avatar-female.svg';
import maleAvatar from '../assets/avatar-male.svg';

/** FEMALE gets the female avatar, anything else the male one. */
export const defaultAvatar = (gender: string): string =>
  gender === 'FEMALE' ? femaleAvatar : maleAvatar;

/** A relation in the active language; Chinese is the contract's label. */
export const relationLabel = (relation: string): string =>
  i18n.t(`relationName.${relation}`, {
    defaultValue: RELATIONS.find((item) => item.value === relation)?.label ?? relation,
  });

/**
 * A card number on a summary card shows its first and last three characters; the full
 * number is on the detail page beside its QR code.
 */
export function maskCardNumber(code: string): string {
  if (code.length <= 6) return code;
  return `${code.slice(0, 3)}${'*'.repeat(code.length - 6)}${code.slice(-3)}`;
}
