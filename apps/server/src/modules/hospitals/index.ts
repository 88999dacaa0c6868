import { getBizConfig, getDepts, getHospital } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findHospital, findHospitalSettings, listDepartmentTree, toBizConfig } from './repo.ts';

export async function hospitalsModule(app: FastifyInstance): Promise<void> {
  route(app, getBizConfig, async () => toBizConfig(await findHospitalSettings(app.db), new Date()));

  route(app, getHospital, () => findHospital(app.db));

  route(app, getDepts, () => listDepartmentTree(app.db));
}
