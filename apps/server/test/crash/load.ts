/** A seeded generator (mulberry32): the same seed gives the same run of choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Tally {
  requests: number;
  /** Answers of 500 and above: the load must see none, killed or not. */
  serverErrors: string[];
  /** Requests cut by a kill (no answer at all). */
  cut: number;
}

/** One patient's HTTP session against whichever server `base()` names at the moment. */
export class PatientClient {
  constructor(
    private readonly base: () => string,
    private readonly token: string,
    private readonly tally: Tally,
  ) {}

  /** The answer, or undefined when no server answered (down, or killed mid-request). */
  async request(
    path: string,
    init: { method?: string; json?: unknown; form?: URLSearchParams } = {},
  ): Promise<Response | undefined> {
    const base = this.base();
    if (!base) {
      this.tally.cut += 1;
      return undefined;
    }
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = init.form.toString();
    }
    this.tally.requests += 1;
    try {
      const response = await fetch(base + path, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status >= 500)
        this.tally.serverErrors.push(`${response.status} ${path} ${await response.text()}`);
      return response;
    } catch {
      this.tally.cut += 1;
      return undefined;
    }
  }

  async json<T>(path: string, init: Parameters<PatientClient['request']>[1] = {}) {
    const response = await this.request(path, init);
    if (!response?.ok) return undefined;
    return (await response.json()) as T;
  }

  /** Confirms at the sandbox cashier, as the payer's tap does. */
  async confirmAtCashier(cashierUrl: string): Promise<void> {
    const url = new URL(cashierUrl, 'http://cashier.invalid');
    const form = new URLSearchParams(url.searchParams);
    form.set('decision', 'confirm');
    await this.request(url.pathname, { form });
  }

  /** The WeChat Pay sandbox cashier of an unpaid appointment. */
  async wechatCashier(appointmentId: number): Promise<string | undefined> {
    const params = await this.json<{ sandboxCashierUrl?: string }>(
      `/api/appointment/${appointmentId}/pay`,
    );
    return params?.sandboxCashierUrl;
  }

  /** The Alipay phone-web cashier the app opens: the signed gateway page sends on to it. */
  async alipayCashier(appointmentId: number): Promise<string | undefined> {
    const params = await this.json<{ cashierUrl?: string }>(
      `/api/appointment/${appointmentId}/apppay`,
    );
    if (!params?.cashierUrl) return undefined;
    const gateway = new URL(params.cashierUrl, 'http://gateway.invalid');
    const response = await this.request(gateway.pathname + gateway.search);
    return response?.headers.get('location') ?? undefined;
  }
}
