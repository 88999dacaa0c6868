/**
 * Encodes text as GBK, as Alipay writes its bills. Node decodes GBK but has no encoder, so
 * the table is the decoder's, read backwards once: every two-byte code it knows.
 */
let table: Map<string, number> | undefined;

function encodingTable(): Map<string, number> {
  if (table) return table;
  const decoder = new TextDecoder('gbk', { fatal: true });
  table = new Map();
  for (let lead = 0x81; lead <= 0xfe; lead += 1)
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      try {
        const char = decoder.decode(Uint8Array.of(lead, trail));
        if (!table.has(char)) table.set(char, (lead << 8) | trail);
      } catch {
        // Not a GBK code: nothing to map.
      }
    }
  return table;
}

export function encodeGbk(text: string): Uint8Array {
  const codes = encodingTable();
  const bytes: number[] = [];
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0x3f;
    if (point < 0x80) {
      bytes.push(point);
      continue;
    }
    const code = codes.get(char) ?? 0x3f;
    if (code > 0xff) bytes.push(code >> 8, code & 0xff);
    else bytes.push(code);
  }
  return Uint8Array.from(bytes);
}
