import type { ReactNode } from 'react';

/**
 * The language of what the hospital's records say: names of the hospital, its departments,
 * doctors and patients, its news and notices. They stay as the hospital wrote them whatever
 * the app is shown in, and say so, so a screen reader reads them as Chinese.
 */
export const HIS_LANG = 'zh-CN';

/** Spread on an element that shows the hospital's own words: `<h1 {...hisText}>`. */
export const hisText = { lang: HIS_LANG } as const;

/** The hospital's own words inside the app's: `<HisText>{doctor.name}</HisText>`. */
export function HisText({ children }: { children?: ReactNode }) {
  return <span lang={HIS_LANG}>{children}</span>;
}
