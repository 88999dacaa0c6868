import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { thirdPartyApps } from '../../db/schema/index.ts';

export function listThirdPartyApps(db: Database) {
  return db
    .select({
      id: thirdPartyApps.id,
      name: thirdPartyApps.name,
      description: thirdPartyApps.description,
      icon: thirdPartyApps.icon,
      kind: thirdPartyApps.kind,
      url: thirdPartyApps.url,
      appId: thirdPartyApps.appId,
    })
    .from(thirdPartyApps)
    .orderBy(asc(thirdPartyApps.sort), asc(thirdPartyApps.id));
}
