import multipart from '@fastify/multipart';
import {
  PATIENT_FILE_PATH,
  PATIENT_UPLOAD_MAX_BYTES,
  fileUploadEndpoint,
} from '@hospital/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { fileUrl } from './present.ts';
import { readOwnedUpload, storeUpload } from './service.ts';
import { FILE_ID_PATTERN } from './uploads.ts';

const CHOOSE_IMAGE = '请选择要上传的图片';
const TOO_LARGE = `图片不能超过${PATIENT_UPLOAD_MAX_BYTES / 1024 / 1024}MB`;
const NOT_AN_IMAGE = '仅支持 JPG、PNG、WebP 格式的图片';
const INCOMPLETE_UPLOAD = '图片上传不完整，请重新选择';

const FileParamsSchema = z.object({ fileId: z.string().regex(FILE_ID_PATTERN) });

/** POST fileUpload and the owner-only download of what was uploaded. */
export async function patientFiles(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  await app.register(multipart, {
    limits: { fileSize: PATIENT_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  /** The bytes of the `file` part; a body that is no well-formed multipart is the sender's fault. */
  async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw badRequest(CHOOSE_IMAGE, 'file');
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(CHOOSE_IMAGE, 'file');
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw badRequest(TOO_LARGE, 'file');
      }
      // No boundary, a truncated body, too many parts: the parser's errors, never ours.
      throw badRequest(INCOMPLETE_UPLOAD, 'file');
    }
  }

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
