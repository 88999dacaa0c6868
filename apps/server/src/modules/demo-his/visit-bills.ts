import { batchUpsertHisOutpatientBills } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { demoVisitBills, type DemoVisit } from './data/outpatient-bills.ts';
import { demoHisCredentials, HisSession } from './his-session.ts';
import type { HisTransport } from './transport.ts';

/** Two bills a visit, within the batch endpoint's 500 items. */
const VISITS_PER_BATCH = 250;

type Deps = Pick<ServerDeps, 'config' | 'log'> & { transport: HisTransport };

/**
 * After its doctors saw patients, the demo hospital bills each visit through the HIS API,
 * as a hospital's system does: unpaid, for the patient to pay in the app. A card the HIS
 * never registered (a child without an ID number) has nowhere to take a bill, and sending
 * again would not change that, so a refusal is only logged; a failed call is logged too,
 * since the visit is told once.
 */
export async function billDemoVisits(deps: Deps, visits: readonly DemoVisit[]): Promise<void> {
  if (visits.length === 0) return;
  try {
    const session = await HisSession.signIn(deps.transport, demoHisCredentials(deps.config));
    const refused = [];
    for (let at = 0; at < visits.length; at += VISITS_PER_BATCH) {
      const results = await session.upsert(batchUpsertHisOutpatientBills, {
        items: visits.slice(at, at + VISITS_PER_BATCH).flatMap(demoVisitBills),
      });
      refused.push(...results.filter((result) => result.status === 'refused'));
    }
    if (refused.length > 0) deps.log.warn({ refused }, 'demo HIS: bills of visits refused');
  } catch (error) {
    deps.log.error({ err: error }, 'demo HIS: billing visits failed');
  }
}
