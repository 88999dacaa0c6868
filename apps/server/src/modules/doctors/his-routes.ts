import { DOCTOR_AVATAR_MAX_BYTES } from '@hospital/contract/console';
import {
  batchUpsertHisDoctors,
  listHisDoctors,
  putHisDoctor,
  putHisDoctorAvatar,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { imageUploads, NOT_AN_IMAGE } from '../../http/image-upload.ts';
import { route } from '../../http/route.ts';
import { listHisDoctors as listDoctors } from './his-repository.ts';
import { upsertHisDoctor } from './his-service.ts';
import { doctorIdOfHisId } from './profile-repository.ts';
import { changeDoctorAvatar } from './profile-service.ts';

/** The doctors' HIS endpoints, mounted under /his/v1 by the his module. */
export async function doctorsHisRoutes(app: FastifyInstance): Promise<void> {
  // Only the HIS moves a doctor to another clinic, which is what the doctors' cache keeps.
  const announce = () => app.caches.changed('doctors');
  route(app, putHisDoctor, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisDoctor, announce),
  );
  route(app, batchUpsertHisDoctors, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisDoctor, announce),
  );
  route(app, listHisDoctors, ({ query }) => listDoctors(app.db, query));

  const deps = depsOf(app);
  const readImage = await imageUploads(app, DOCTOR_AVATAR_MAX_BYTES);
  route(app, putHisDoctorAvatar, async ({ params, hisClient, request }) => {
    const bytes = await readImage(request);
    const id = await doctorIdOfHisId(deps.db, params.hisId);
    if (id === null) throw notFound(`医生 ${params.hisId} 不存在`);
    const by = { actor: `his:${hisClient.clientId}`, requestId: request.id };
    const change = await changeDoctorAvatar(deps, by, id, bytes);
    if (change === 'no-doctor') throw notFound(`医生 ${params.hisId} 不存在`);
    if (change === 'not-an-image') throw badRequest(NOT_AN_IMAGE, 'file');
    return { hisId: params.hisId, status: 'updated' as const };
  });
}
