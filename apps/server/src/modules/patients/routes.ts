import {
  ID_TYPES,
  RELATIONS,
  deletePatient,
  findPatient,
  findPatientByCode,
  getDefaultPatient,
  getDictItemData,
  getHealthCareVoucher,
  queryPatient,
  savePatient,
  updateDefaultPatient,
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
  route(app, findPatient, async ({ user }) =>
    (await repo.listPatients(deps.db, user.id)).map(toSummary),
  );

  route(app, getDefaultPatient, async ({ user }) => {
    const patient = await repo.findDefaultPatient(deps.db, user.id);
    return { patient: patient && toSummary(patient) };
  });

  route(app, queryPatient, async ({ params, user }) =>
    toDetail(found(await repo.findPatient(deps.db, user.id, params.id))),
  );

  route(app, findPatientByCode, async ({ query, user }) =>
    toDetail(found(await repo.findPatientByCode(deps.db, user.id, query.patientCode))),
  );

  route(app, savePatient, async ({ body, user }) =>
    toDetail(await service.savePatient(deps, user.id, body)),
  );

  route(app, deletePatient, async ({ params, user }) => {
    const { defaultPatientId } = await service.deletePatient(deps, user.id, params.id);
    return { ok: true as const, defaultPatientId };
  });

  route(app, updateDefaultPatient, async ({ query, user }) => {
    await service.makeDefault(deps, user.id, query.id);
    return { ok: true as const };
  });

  route(app, getHealthCareVoucher, async ({ query, user }) => {
    return toVoucher(found(await repo.findPatient(deps.db, user.id, query.patientId)));
  });

  route(app, getDictItemData, async ({ query }) => [...dictionaries[query.type]]);

  await app.register(patientFiles);
}
