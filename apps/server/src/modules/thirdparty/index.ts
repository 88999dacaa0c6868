import { getThirdPartyApps } from '@hospital/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { thirdPartyApps } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';

/** Outside services the home page links to (医保电子凭证, 健康码 and the like). */
export async function thirdPartyModule(app: FastifyInstance): Promise<void> {
  route(app, getThirdPartyApps, () =>
    app.db
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
      .orderBy(asc(thirdPartyApps.sort), asc(thirdPartyApps.id)),
  );
}
