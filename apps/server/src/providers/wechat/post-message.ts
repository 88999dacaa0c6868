import { fetchJson, hostUrl } from '../http.ts';
import type { Fetch } from '../types.ts';

/**
 * POSTs a message as JSON to one of WeChat's `/cgi-bin/message/...` APIs with a fresh access
 * token, and answers WeChat's body: each message kind reads its own errcodes from it.
 */
export async function postWechatMessage(
  options: { apiBase: string; fetch: Fetch; getAccessToken: () => Promise<string> },
  path: string,
  message: unknown,
): Promise<Record<string, unknown>> {
  const accessToken = await options.getAccessToken();
  return fetchJson(options.fetch, hostUrl(options.apiBase, path, { access_token: accessToken }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
}
