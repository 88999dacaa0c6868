import {
  consoleDoctorsEndpoint,
  consoleEvaluationsEndpoint,
  DOCTOR_AVATAR_MAX_BYTES,
  doctorRatingsEndpoint,
  updateConsoleDoctorEndpoint,
  uploadConsoleDoctorAvatarEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { imageUploads, NOT_AN_IMAGE } from '../../http/image-upload.ts';
import { route } from '../../http/route.ts';
import { doctorRatings, evaluationPage } from './console-repository.ts';
import { consoleDoctorPage } from './profile-repository.ts';
import { changeDoctorAvatar, editDoctorProfile } from './profile-service.ts';

const noDoctor = () => notFound('医生不存在');

/** The service desk reads the doctors' ratings; scheduling staff keep their profiles. */
export async function doctorConsoleRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  const readImage = await imageUploads(app, DOCTOR_AVATAR_MAX_BYTES);

  route(app, consoleEvaluationsEndpoint, ({ query }) => evaluationPage(deps.db, query));
  route(app, doctorRatingsEndpoint, () => doctorRatings(deps.db));

  route(app, consoleDoctorsEndpoint, ({ query }) => consoleDoctorPage(deps.db, query));

  route(app, updateConsoleDoctorEndpoint, async ({ params, body, staff, request }) => {
    const by = { actor: `staff:${staff.id}`, requestId: request.id };
    return (await editDoctorProfile(deps, by, params.id, body)) ?? Promise.reject(noDoctor());
  });

  route(app, uploadConsoleDoctorAvatarEndpoint, async ({ params, staff, request }) => {
    const bytes = await readImage(request);
    const by = { actor: `staff:${staff.id}`, requestId: request.id };
    const change = await changeDoctorAvatar(deps, by, params.id, bytes);
    if (change === 'no-doctor') throw noDoctor();
    if (change === 'not-an-image') throw badRequest(NOT_AN_IMAGE, 'file');
    return change.doctor;
  });
}
