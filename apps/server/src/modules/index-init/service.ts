import {
  HOSPITAL_MODULES,
  LATEST_NEWS_COUNT,
  type HospitalModule,
  type IndexInit,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { shownSettings } from '../hospitals/index.ts';
import { listLatestNews, listMarquee, listSliderImages } from '../news/index.ts';

/** Everything the home page needs in one answer. */
export async function loadIndexInit(deps: Pick<ServerDeps, 'db' | 'caches'>): Promise<IndexInit> {
  const [settings, sliders, marquee, latestNews] = await Promise.all([
    shownSettings(deps),
    listSliderImages(deps.db),
    listMarquee(deps.db),
    listLatestNews(deps.db, LATEST_NEWS_COUNT),
  ]);
  const enabled = new Set<HospitalModule>(settings.enabledModules);
  return {
    hospitalName: settings.name,
    servicePhone: settings.servicePhone,
    sliders,
    marquee,
    // The articles open pages of the news area, which is absent while switched off.
    latestNews: enabled.has('news') ? latestNews : [],
    modules: Object.fromEntries(
      HOSPITAL_MODULES.map((module) => [module, enabled.has(module)]),
    ) as Record<HospitalModule, boolean>,
  };
}
