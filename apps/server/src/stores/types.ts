/**
 * Short-lived shared state: the WeChat JS-SDK ticket cache, sandbox codes, SMS and image
 * captchas. In-process for one server instance; Redis when several share the load.
 * TTLs are in seconds, as Redis counts them. Counters live in the attempt limiter.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step, so a single-use value is handed out at most once. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
