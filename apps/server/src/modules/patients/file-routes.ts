import {
  PATIENT_FILE_PATH,
  PATIENT_UPLOAD_MAX_BYTES,
  fileUploadEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { imageUploads, NOT_AN_IMAGE } from '../../http/image-upload.ts';
import { route } from '../../http/route.ts';
import { fileUrl } from './present.ts';
import { readOwnedUpload, storeUpload } from './service.ts';
import { FILE_ID_PATTERN } from './uploads.ts';

const FileParamsSchema = z.object({ fileId: z.string().regex(FILE_ID_PATTERN) });

/** POST fileUpload and the owner-only download of what was uploaded. */
export async function patientFiles(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  const readUploadedFile = await imageUploads(app, PATIENT_UPLOAD_MAX_BYTES);

  route(app, fileUploadEndpoint, async ({ request, user }) => {
    const bytes = await readUploadedFile(request);
    const fileId = await storeUpload(deps, user.id, bytes);
    if (!fileId) throw badRequest(NOT_AN_IMAGE, 'file');
    return { fileId, url: fileUrl(fileId) };
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    PATIENT_FILE_PATH,
    {
      schema: {
        summary: 'An uploaded image, served only to the account that uploaded it',
        tags: ['patients'],
        params: FileParamsSchema,
        security: [{ bearer: [] }],
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const owner = request.user?.id ?? 0;
      const file = await readOwnedUpload(deps, owner, request.params.fileId);
      if (!file) throw notFound('图片不存在');
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=86400')
        .send(file.bytes);
    },
  );
}
