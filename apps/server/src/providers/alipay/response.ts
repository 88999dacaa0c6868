import { HostApiError } from '../types.ts';
import { verifyRsa2 } from './rsa2.ts';
import type { KeyObject } from 'node:crypto';

/**
 * The Alipay signature covers the response node exactly as sent, so it is cut out of the
 * raw text rather than re-serialised (key order and escapes would differ).
 */
export function rawNode(text: string, nodeName: string): string | undefined {
  const keyIndex = text.indexOf(`"${nodeName}"`);
  if (keyIndex < 0) return undefined;
  const start = text.indexOf('{', keyIndex + nodeName.length + 2);
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return undefined;
}

export interface GatewayAnswer {
  /** The `<method>_response` or `error_response` node. */
  node: Record<string, unknown>;
  isError: boolean;
}

/** Parses a gateway answer and checks its signature with the Alipay public key. */
export function readGatewayAnswer(
  text: string,
  method: string,
  alipayPublicKey: KeyObject,
): GatewayAnswer {
  const nodeName = `${method.replaceAll('.', '_')}_response`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new HostApiError('alipay: answer is not JSON');
  }
  const isError = !(nodeName in body) && 'error_response' in body;
  const name = isError ? 'error_response' : nodeName;
  const node = body[name];
  const raw = rawNode(text, name);
  if (typeof node !== 'object' || node === null || raw === undefined) {
    throw new HostApiError(`alipay: answer lacks ${nodeName}`);
  }
  const sign = body.sign;
  // Alipay may leave some gateway-level errors unsigned; a success must always be signed.
  if (typeof sign === 'string' ? !verifyRsa2(raw, sign, alipayPublicKey) : !isError) {
    throw new HostApiError('alipay: answer signature does not verify');
  }
  return { node: node as Record<string, unknown>, isError };
}
