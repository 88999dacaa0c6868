import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-error.ts';

const CHOOSE_IMAGE = '请选择要上传的图片';
const INCOMPLETE_UPLOAD = '图片上传不完整，请重新选择';
export const NOT_AN_IMAGE = '仅支持 JPG、PNG、WebP 格式的图片';

/**
 * One image as multipart field `file`, for the routes of the plugin it is registered in.
 * Returns the reader those routes call with their request.
 */
export async function imageUploads(
  app: FastifyInstance,
  maxBytes: number,
): Promise<(request: FastifyRequest) => Promise<Buffer>> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
  });
  const tooLarge = `图片不能超过${maxBytes / 1024 / 1024}MB`;

  /** The bytes of the `file` part; a body that is no well-formed multipart is the sender's fault. */
  return async function readImage(request) {
    if (!request.isMultipart()) throw badRequest(CHOOSE_IMAGE, 'file');
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(CHOOSE_IMAGE, 'file');
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        throw badRequest(tooLarge, 'file');
      // No boundary, a truncated body, too many parts: the parser's errors, never ours.
      throw badRequest(INCOMPLETE_UPLOAD, 'file');
    }
  };
}
