import { activeLocale } from '../i18n/index.ts';

/** Money is integer fen on the wire (DESIGN.md); patients read yuan in their language: ¥12.50. */
export function formatFen(fen: number): string {
  return new Intl.NumberFormat(activeLocale(), { style: 'currency', currency: 'CNY' }).format(
    Math.round(fen) / 100,
  );
}
