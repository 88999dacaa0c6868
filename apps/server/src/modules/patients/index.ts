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
import { seedDemoReportsFor } from '../../db/seed/reports.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { patientFiles } from './files.ts';
import { NATIONS } from './nations.ts';
import { toDetail, toSummary, toVoucher, type PatientRow } from './present.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

export { forgetPatientsOf } from './forget.ts';

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
  route(app, findPatient, async ({ user }) =>
    (await repo.listPatients(app.db, user.id)).map(toSummary),
  );

  route(app, getDefaultPatient, async ({ user }) => {
    const patient = await repo.findDefaultPatient(app.db, user.id);
    return { patient: patient && toSummary(patient) };
  });

  route(app, queryPatient, async ({ params, user }) =>
    toDetail(found(await repo.findPatient(app.db, user.id, params.id))),
  );

  route(app, findPatientByCode, async ({ query, user }) =>
    toDetail(found(await repo.findPatientByCode(app.db, user.id, query.patientCode))),
  );

  // The demo hospital holds reports for every patient added, so the report pages have content.
  const onCreate = app.config.demo ? seedDemoReportsFor : undefined;
  route(app, savePatient, async ({ body, user }) =>
    toDetail(await service.savePatient(app.db, user.id, body, app.clock.now(), onCreate)),
  );

  route(app, deletePatient, async ({ params, user }) => {
    const { defaultPatientId } = await service.deletePatient(
      app.db,
      user.id,
      params.id,
      app.clock.now(),
    );
    return { ok: true as const, defaultPatientId };
  });

  route(app, updateDefaultPatient, async ({ query, user }) => {
    await service.makeDefault(app.db, user.id, query.id);
    return { ok: true as const };
  });

  route(app, getHealthCareVoucher, async ({ query, user }) => {
    return toVoucher(found(await repo.findPatient(app.db, user.id, query.patientId)));
  });

  route(app, getDictItemData, async ({ query }) => [...dictionaries[query.type]]);

  await app.register(patientFiles);
}
