import { buildPath, type Endpoint } from '@hospital/contract';
import {
  CLIENT_CREDENTIALS_GRANT,
  HisTokenResponseSchema,
  type HisUpsertResult,
} from '@hospital/contract/his';
import type { Config } from '../../config.ts';
import { DEMO_HIS_CLIENT_ID } from '../his/index.ts';
import type { HisTransport } from './transport.ts';

/** The client the demo HIS signs in as, made with every scope in demo mode. */
export const demoHisCredentials = (config: Pick<Config, 'his'>) => ({
  clientId: DEMO_HIS_CLIENT_ID,
  secret: config.his.demoClientSecret,
});

/** A refusal of the whole request (not of one item): status and what the server said. */
export class HisCallError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`HIS call answered ${status}: ${body.slice(0, 300)}`);
  }
}

/** RFC 6749 section 2.3.1: the id and secret are form-encoded before they are joined. */
const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

function refusalReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : body;
  } catch {
    return body;
  }
}

/** A HIS client signed in with its credentials, calling `/his/v1` as any HIS would. */
export class HisSession {
  private constructor(
    private readonly transport: HisTransport,
    private readonly token: string,
  ) {}

  static async signIn(
    transport: HisTransport,
    credentials: { clientId: string; secret: string },
  ): Promise<HisSession> {
    const response = await transport.fetch(`${transport.origin}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(credentials.clientId, credentials.secret),
      },
      body: new URLSearchParams({ grant_type: CLIENT_CREDENTIALS_GRANT }).toString(),
    });
    const text = await response.text();
    if (!response.ok) throw new HisCallError(response.status, text);
    return new HisSession(transport, HisTokenResponseSchema.parse(JSON.parse(text)).access_token);
  }

  /** One upsert (`PUT`) or batch (`POST ...:batchUpsert`); its results, in item order. */
  async upsert(
    endpoint: Pick<Endpoint, 'method' | 'path'>,
    body: unknown,
    params: Record<string, string> = {},
  ): Promise<HisUpsertResult[]> {
    const response = await this.send(endpoint, params, 'application/json', JSON.stringify(body));
    const text = await response.text();
    // A single write's refusal is a 409 with the reason: an item result like a batch's.
    if (response.status === 409 && params.hisId !== undefined)
      return [{ hisId: params.hisId, status: 'refused', reason: refusalReason(text) }];
    if (!response.ok) throw new HisCallError(response.status, text);
    const answer = JSON.parse(text) as HisUpsertResult | { results: HisUpsertResult[] };
    return 'results' in answer ? answer.results : [answer];
  }

  /** A document sent as it is (a report's PDF) to an endpoint that takes raw bytes. */
  async putDocument(
    endpoint: Pick<Endpoint, 'method' | 'path'>,
    params: Record<string, string>,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<HisUpsertResult> {
    const response = await this.send(endpoint, params, contentType, bytes);
    const text = await response.text();
    if (!response.ok) throw new HisCallError(response.status, text);
    return JSON.parse(text) as HisUpsertResult;
  }

  private send(
    endpoint: Pick<Endpoint, 'method' | 'path'>,
    params: Record<string, string>,
    contentType: string,
    body: string | Uint8Array,
  ): Promise<Response> {
    return this.transport.fetch(this.transport.origin + buildPath(endpoint.path, params), {
      method: endpoint.method,
      headers: { 'content-type': contentType, authorization: `Bearer ${this.token}` },
      body,
    });
  }
}
