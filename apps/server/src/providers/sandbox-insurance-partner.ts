import { randomBytes } from 'node:crypto';

/** The partner the sandbox insurer knows (our hospital) and the secret both sides sign with. */
export interface SandboxInsurancePartner {
  partnerId: string;
  secret: string;
}

let current: SandboxInsurancePartner | undefined;

/**
 * Made at first use (a sandbox never ships secrets), then replaced by the one the database
 * keeps (providers/sandbox-keys.ts), so a notify queued before a restart verifies after it.
 */
export function sandboxInsurancePartner(): SandboxInsurancePartner {
  current ??= { partnerId: 'H11010500001', secret: randomBytes(32).toString('hex') };
  return current;
}

export function useSandboxInsurancePartner(partner: SandboxInsurancePartner): void {
  current = partner;
}
