/**
 * The request layer reports 401s here; the app layer installs the host's re-login flow.
 * Kept apart so the request layer does not depend on the platform code.
 */
type Handler = () => void;

let handler: Handler = () => undefined;

export function onUnauthorized(next: Handler): void {
  handler = next;
}

export function reportUnauthorized(): void {
  handler();
}
