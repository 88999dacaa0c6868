import {
  getIndexInit,
  HOSPITAL_MODULES,
  LATEST_NEWS_COUNT,
  type HospitalModule,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import { listLatestNews, listMarquee, listSliderImages } from '../news/repo.ts';

/** Public, sent without a bearer token: the home page renders before the patient signs in. */
export async function indexInitModule(app: FastifyInstance): Promise<void> {
  route(app, getIndexInit, async () => {
    const [settings, sliders, marquee, latestNews] = await Promise.all([
      hospitalSettings(app),
      listSliderImages(app.db),
      listMarquee(app.db),
      listLatestNews(app.db, LATEST_NEWS_COUNT),
    ]);
    const enabled = new Set<HospitalModule>(settings.enabledModules);
    return {
      hospitalName: settings.name,
      servicePhone: settings.servicePhone,
      sliders,
      marquee,
      latestNews,
      modules: Object.fromEntries(
        HOSPITAL_MODULES.map((module) => [module, enabled.has(module)]),
      ) as Record<HospitalModule, boolean>,
    };
  });
}
