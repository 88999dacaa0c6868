import { DISCHARGE_FILE_PATH, IdParamsSchema } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { dischargePdf } from './service.ts';

/** GET a discharge PDF (bill, fee lists), to an account that follows its stay only. */
export function registerDischargeFiles(app: FastifyInstance): void {
  const deps = depsOf(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    DISCHARGE_FILE_PATH,
    {
      schema: {
        summary: "A stay's discharge PDF, served only to accounts that follow the stay",
        tags: ['selfDischarge'],
        params: IdParamsSchema,
        security: [{ bearer: [] }],
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const content = await dischargePdf(deps, request.user?.id ?? 0, request.params.id);
      if (!content) throw notFound('文件不存在');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="discharge.pdf"')
        .header('cache-control', 'private, max-age=300')
        .send(Buffer.from(content));
    },
  );
}
