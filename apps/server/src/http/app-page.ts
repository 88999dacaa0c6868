import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { INDEX_INIT_ELEMENT_ID, type IndexInit } from '@hospital/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** `<` escaped, so a news title can never close the script element it travels in. */
export const asScriptData = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The patient app's page with the home's data inside it: the first page draws without a
 * second round trip after the script, and the module gate knows the switches at once. When
 * the data cannot be read the page goes out as built and the app asks for it itself. The
 * page is made per request, so it is compressed here, quickly, as the browser accepts.
 */
export async function appPage(
  webDist: string,
  loadIndexInit: () => Promise<IndexInit>,
  log: FastifyBaseLogger,
) {
  const template = await readFile(join(webDist, 'index.html'), 'utf8');
  const bodyEnd = template.lastIndexOf('</body>');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let html = template;
    try {
      const data = await loadIndexInit();
      html =
        template.slice(0, bodyEnd) +
        `<script id="${INDEX_INIT_ELEMENT_ID}" type="application/json">${asScriptData(data)}</script>` +
        template.slice(bodyEnd);
    } catch (error) {
      log.warn({ err: error }, 'the home data could not be embedded in the page');
    }
    const encoding = encodingFor(request);
    reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding === 'br') {
      const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (encoding === 'gzip') {
      return reply.header('content-encoding', 'gzip').send(await gzipped(html));
    }
    return reply.send(html);
  };
}
