/** Money is integer fen on the wire and ¥12.50 (¥1,234.50) on screen. */
export const formatFen = (fen: number): string =>
  `¥${Math.floor(fen / 100).toLocaleString('zh-CN')}.${String(fen % 100).padStart(2, '0')}`;

/** What a staff member types, in yuan, for an amount held in fen. */
export const yuanOfFen = (fen: number): number => fen / 100;

/**
 * Fen for yuan typed with at most two decimals. The product can miss the whole number by a
 * hair (0.29 × 100 is 28.999999999999996 in binary floating point); rounding recovers it.
 */
export const fenOfYuan = (yuan: number): number => Math.round(yuan * 100);
