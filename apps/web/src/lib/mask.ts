/**
 * Masking of names, ID numbers and phones. It applies only in the payment-app host; callers pass
 * `enabled` so the rule stays in one place and the host check in another.
 */
const STAR = '*';

/** Keeps only the last character; a two-character name stars the first. */
export function maskName(name: string, enabled: boolean): string {
  const chars = Array.from(name);
  if (!enabled || chars.length < 2) return name;
  return STAR.repeat(chars.length - 1) + chars[chars.length - 1];
}

/** Keeps the first and the last character. */
export function maskIdCard(idCard: string, enabled: boolean): string {
  if (!enabled || idCard.length < 3) return idCard;
  return idCard[0] + STAR.repeat(idCard.length - 2) + idCard[idCard.length - 1];
}

/** Keeps the first 3 and the last 2 digits. */
export function maskPhone(phone: string, enabled: boolean): string {
  if (!enabled || phone.length < 6) return phone;
  return phone.slice(0, 3) + STAR.repeat(phone.length - 5) + phone.slice(-2);
}
