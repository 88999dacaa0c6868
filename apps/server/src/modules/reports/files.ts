import { REPORT_FILE_PATH, ReportFileParamsSchema } from '@hospital/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { patients, reportAttachments, reports } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { renderReportPdf } from './pdf.ts';

async function findOwnedAttachment(db: Database, userId: number, id: number) {
  const [row] = await db
    .select({ attachment: reportAttachments, report: reports, patientName: patients.name })
    .from(reportAttachments)
    .innerJoin(reports, eq(reports.id, reportAttachments.reportId))
    .innerJoin(patients, eq(patients.id, reports.patientId))
    .where(
      and(eq(reportAttachments.id, id), eq(patients.ownerId, userId), isNull(patients.deletedAt)),
    );
  return row ?? null;
}

/** GET the PDF of a report, to the patient's owner only. */
export function registerReportFiles(app: FastifyInstance): void {
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
      const found = await findOwnedAttachment(app.db, request.user?.id ?? 0, request.params.id);
      if (!found) throw notFound('报告文件不存在');
      let content = found.attachment.content;
      if (!content) {
        // A demo report's sheet is drawn on first download; the same input gives the same sheet.
        content = await renderReportPdf({
          hospitalName: app.config.hospitalName,
          patientName: found.patientName,
          report: found.report,
        });
        await app.db
          .update(reportAttachments)
          .set({ content })
          .where(
            and(eq(reportAttachments.id, found.attachment.id), isNull(reportAttachments.content)),
          );
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="report.pdf"')
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(content));
    },
  );
}
