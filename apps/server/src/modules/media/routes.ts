import { IdParamsSchema } from '@hospital/contract';
import { consoleUploadCoverEndpoint } from '@hospital/contract/console';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { FILE_ID_PATTERN } from '../patients/index.ts';
import { uploadCover } from './covers.ts';
import { findDoctorForAvatar, findNewsForCover, findSlideTitle } from './repository.ts';
import { readMediaImage } from './service.ts';
import { bannerSvg, doctorAvatarSvg, newsCoverSvg } from './svg.ts';

/** The same address always draws the same picture; a month keeps phones from refetching. */
const LONG_CACHE = 'public, max-age=2592000';

const FileParamsSchema = z.object({ fileId: z.string().regex(FILE_ID_PATTERN) });

const CodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9-]{1,32}$/) });

const sendSvg = (reply: FastifyReply, body: string) =>
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', LONG_CACHE)
    .send(body);

/**
 * Pictures for doctors, banners and news covers. Public: an <img> cannot send a bearer
 * token, and they show nothing that is not already on the public pages.
 */
export async function mediaModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  const { db } = deps;
  const media = app.withTypeProvider<ZodTypeProvider>();
  const hidden = { hide: true };

  media.get(
    '/media/avatars/doctors/:code.svg',
    { schema: { ...hidden, params: CodeParamsSchema } },
    async (request, reply) => {
      const doctor = await findDoctorForAvatar(db, request.params.code);
      if (!doctor) throw notFound('医生不存在');
      return sendSvg(reply, doctorAvatarSvg(request.params.code, doctor.name, doctor.gender));
    },
  );

  media.get(
    '/media/banners/:id.svg',
    { schema: { ...hidden, params: IdParamsSchema } },
    async (request, reply) => {
      const title = await findSlideTitle(db, request.params.id);
      if (title === null) throw notFound('图片不存在');
      return sendSvg(reply, bannerSvg(title));
    },
  );

  media.get(
    '/media/news/:id.svg',
    { schema: { ...hidden, params: IdParamsSchema } },
    async (request, reply) => {
      const article = await findNewsForCover(db, request.params.id);
      if (!article) throw notFound('文章不存在');
      return sendSvg(reply, newsCoverSvg(article.title, article.categoryName));
    },
  );

  // A new picture gets a new address, so what was served once never changes; nosniff keeps
  // the browser to the type sniffed from the bytes at upload.
  media.get(
    '/media/images/:fileId',
    { schema: { ...hidden, params: FileParamsSchema } },
    async (request, reply) => {
      const image = await readMediaImage(deps, request.params.fileId);
      if (!image) throw notFound('图片不存在');
      return reply
        .header('content-type', image.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );

  route(app, consoleUploadCoverEndpoint, ({ body, staff, request }) =>
    uploadCover(deps, { staffId: staff.id, requestId: request.id }, body.dataUrl),
  );
}
