import {
  ID_TYPES,
  RELATIONS,
  deletePatientEndpoint,
  findPatientEndpoint,
  findPatientByCodeEndpoint,
  defaultPatientEndpoint,
  dictItemDataEndpoint,
  healthCareVoucherEndpoint,
  queryPatientEndpoint,
  savePatientEndpoint,
  updateDefaultPatientEndpoint,
  type DictItem,
  type DictType,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { patientFiles } from './file-routes.ts';
import { NATIONS } from './nations.ts';
import { toDetail, toSummary, toVoucher } from './present.ts';
import * as repo from './repository.ts';
import type { PatientRow } from './repository.ts';
import * as service from './service.ts';

const dictionaries: Record<DictType, readonly DictItem[]> = {
  relation: RELATIONS,
  idType: ID_TYPES,
  nation: NATIONS,
};

/** Another account's patient answers exactly like an unknown one. */
function found(patient: PatientRow | null): PatientRow {
  if (!patient) throw notFound('就诊人不存在');
  return patient;
}

/** The family members (就诊人) an account books and pays for. */
export async function patientsModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, findPatientEndpoint, async ({ user }) =>
    (await repo.listPatients(deps.db, user.id)).map(toSummary),
  );

  route(app, defaultPatientEndpoint, async ({ user }) => {
    const patient = await repo.findDefaultPatient(deps.db, user.id);
    return { patient: patient && toSummary(patient) };
  });

  route(app, queryPatientEndpoint, async ({ params, user }) =>
    toDetail(found(await repo.findPatient(deps.db, user.id, params.id))),
  );

  route(app, findPatientByCodeEndpoint, async ({ query, user }) =>
    toDetail(found(await repo.findPatientByCode(deps.db, user.id, query.patientCode))),
  );

  route(app, savePatientEndpoint, async ({ body, user }) =>
    toDetail(await service.savePatient(deps, user.id, body)),
  );

  route(app, deletePatientEndpoint, async ({ params, user }) => {
    const { defaultPatientId } = await service.deletePatient(deps, user.id, params.id);
    return { ok: true as const, defaultPatientId };
  });

  route(app, updateDefaultPatientEndpoint, async ({ query, user }) => {
    await service.makeDefault(deps, user.id, query.id);
    return { ok: true as const };
  });

  route(app, healthCareVoucherEndpoint, async ({ query, user }) => {
    return toVoucher(found(await repo.findPatient(deps.db, user.id, query.patientId)));
  });

  route(app, dictItemDataEndpoint, async ({ query }) => [...dictionaries[query.type]]);

  await app.register(patientFiles);
}
