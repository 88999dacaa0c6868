import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { FIRST_VISIT_HOME_COOKIE, INDEX_INIT_ELEMENT_ID, type IndexInit } from '@hospital/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, QUICK_BROTLI } from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** `<` escaped, so a news title can never close the script element it travels in. */
export const asScriptData = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The web app's drawing of the home on the server, built from apps/web/src/prerender.tsx. */
export interface HomeRenderer {
  /**
   * The app's root element with the home drawn inside, as a first visit in the browser
   * naming `userAgent` and asking for `acceptLanguage` sees it.
   */
  renderHome: (home: IndexInit, userAgent: string, acceptLanguage: string) => string;
}

/** The empty root the built page has, which the drawn home replaces. */
const EMPTY_ROOT = '<div id="root"></div>';
/** The app's word that this browser does not open as a first visit. */
const NOT_FIRST_VISIT = new RegExp(`(?:^|;)\\s*${FIRST_VISIT_HOME_COOKIE}=0\\s*(?:;|$)`);
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The renderer the web build wrote, or none: without it (not built, or it fails to load) the
 * page goes out with an empty root, as the app draws everything itself.
 */
async function loadHomeRenderer(path: string, log: FastifyBaseLogger) {
  if (!existsSync(path)) return undefined;
  try {
    const module = (await import(pathToFileURL(path).href)) as Partial<HomeRenderer>;
    if (typeof module.renderHome === 'function') return module.renderHome;
    log.warn({ path }, 'the home renderer has no renderHome');
  } catch (error) {
    log.warn({ err: error, path }, 'the home renderer could not be loaded');
  }
  return undefined;
}

/**
 * The page's stylesheets written into it: the first paint needs them, and a `<link>` would
 * hold it back by one more round trip.
 */
async function withInlineStyles(template: string, webDist: string): Promise<string> {
  const links = [...template.matchAll(STYLESHEET_LINK)];
  const styles = await Promise.all(links.map(([, href]) => readFile(join(webDist, href!), 'utf8')));
  return links.reduce(
    (page, [link], index) =>
      styles[index]!.includes('</style')
        ? page
        : page.replace(link, `<style>${styles[index]}</style>`),
    template,
  );
}

/**
 * The patient app's page with the home's data inside it: the first page draws without a
 * second round trip after the script, and the module gate knows the switches at once. At the
 * home address the home is drawn into the page as well, so it shows before the script has
 * arrived, and the app takes it over. When the data cannot be read, or the home not drawn,
 * the page goes out without them and the app asks and draws itself. The page is made per
 * request, so it is compressed here, quickly, as the browser accepts.
 */
export async function appPage(
  webDist: string,
  homeRendererPath: string,
  loadIndexInit: () => Promise<IndexInit>,
  log: FastifyBaseLogger,
) {
  const template = await withInlineStyles(
    await readFile(join(webDist, 'index.html'), 'utf8'),
    webDist,
  );
  const bodyEnd = template.lastIndexOf('</body>');
  const rootAt = template.indexOf(EMPTY_ROOT);
  const renderHome = rootAt === -1 ? undefined : await loadHomeRenderer(homeRendererPath, log);

  const drawsHome = (request: FastifyRequest) =>
    renderHome !== undefined && request.url.split('?')[0] === '/';
  const drawnRoot = (request: FastifyRequest, data: IndexInit) => {
    if (!renderHome || NOT_FIRST_VISIT.test(String(request.headers.cookie ?? ''))) return undefined;
    try {
      return renderHome(
        data,
        String(request.headers['user-agent'] ?? ''),
        String(request.headers['accept-language'] ?? ''),
      );
    } catch (error) {
      log.warn({ err: error }, 'the home could not be drawn into the page');
      return undefined;
    }
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    let html = template;
    try {
      const data = await loadIndexInit();
      const script = `<script id="${INDEX_INIT_ELEMENT_ID}" type="application/json">${asScriptData(data)}</script>`;
      const root = drawsHome(request) ? drawnRoot(request, data) : undefined;
      html = root
        ? template.slice(0, rootAt) +
          root +
          template.slice(rootAt + EMPTY_ROOT.length, bodyEnd) +
          script +
          template.slice(bodyEnd)
        : template.slice(0, bodyEnd) + script + template.slice(bodyEnd);
    } catch (error) {
      log.warn({ err: error }, 'the home data could not be embedded in the page');
    }
    const encoding = acceptedEncoding(request);
    // The home is drawn in the layout and language of the host the user agent names (the
    // browser's language outside WeChat and Alipay), unless the app's cookie says this browser
    // does not open as a first visit.
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'vary',
        drawsHome(request)
          ? 'accept-encoding, user-agent, accept-language, cookie'
          : 'accept-encoding',
      );
    if (encoding === 'br') {
      const body = await brotli(html, QUICK_BROTLI);
      return reply.header('content-encoding', 'br').send(body);
    }
    if (encoding === 'gzip') {
      return reply.header('content-encoding', 'gzip').send(await gzipped(html));
    }
    return reply.send(html);
  };
}
