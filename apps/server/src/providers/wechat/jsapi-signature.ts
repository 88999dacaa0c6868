import { createHash } from 'node:crypto';

export interface JsapiSignatureInput {
  jsapi_ticket: string;
  noncestr: string;
  timestamp: string | number;
  url: string;
}

/**
 * JS-SDK signature: the four fields sorted by name, joined `k=v&` with raw (unencoded)
 * values, SHA-1 hex. The page address is signed without its `#` fragment.
 */
export function signJsapi(input: JsapiSignatureInput): string {
  const fields: Record<string, string> = {
    jsapi_ticket: input.jsapi_ticket,
    noncestr: input.noncestr,
    timestamp: String(input.timestamp),
    url: input.url.split('#')[0] ?? '',
  };
  const plain = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}
