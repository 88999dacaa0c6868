import { REPORT_FILE_PATH, ReportFileParamsSchema } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { reportPdf } from './service.ts';

/** GET the PDF of a report, to the patient's owner only. */
export function registerReportFiles(app: FastifyInstance): void {
  const deps = depsOf(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    REPORT_FILE_PATH,
    {
      schema: {
        summary: "A report's PDF, served only to the account the patient belongs to",
        tags: ['report'],
        params: ReportFileParamsSchema,
        security: [{ bearer: [] }],
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const content = await reportPdf(deps, request.user?.id ?? 0, request.params.id);
      if (!content) throw notFound('报告文件不存在');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="report.pdf"')
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(content));
    },
  );
}
