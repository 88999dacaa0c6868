import { hisBatchPatientCardsEndpoint, hisPutPatientCardEndpoint } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { refusedAsConflict, upsertEach } from '../../http/his-upsert.ts';
import { route } from '../../http/route.ts';
import { registerPatientCard } from './cards-service.ts';

/** Patient cards from the HIS, mounted under /his/v1 by the his module. */
export async function patientsHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, hisPutPatientCardEndpoint, async ({ params, body }) =>
    refusedAsConflict(await registerPatientCard(deps, params.cardNo, body)),
  );
  route(app, hisBatchPatientCardsEndpoint, ({ body }) =>
    upsertEach(
      body.items.map((item) => ({ ...item, hisId: item.cardNo })),
      (item) => registerPatientCard(deps, item.cardNo, item),
    ),
  );
}
