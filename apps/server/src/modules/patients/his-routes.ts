import {
  hisBatchPatientCardsEndpoint,
  hisPutPatientCardEndpoint,
  type HisPatientCard,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { depsOf } from '../../deps.ts';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { registerPatientCard } from './cards-service.ts';

/** Patient cards from the HIS, mounted under /his/v1 by the his module; a card's hisId is its number. */
export async function patientsHisRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = depsOf(app);
  const register = (tx: Database, card: HisPatientCard & { cardNo: string }) =>
    registerPatientCard({ db: tx, clock }, card);
  route(app, hisPutPatientCardEndpoint, ({ params, body }) =>
    applyHisPut(db, params.cardNo, { ...body, cardNo: params.cardNo }, register),
  );
  route(app, hisBatchPatientCardsEndpoint, ({ body }) =>
    applyHisBatch(
      db,
      body.items.map((card) => ({ ...card, hisId: card.cardNo })),
      register,
    ),
  );
}
