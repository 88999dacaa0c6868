import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, renderRoutes, setUserAgent, UA } from '../../test/render.tsx';
import { stroke } from '../../test/touch.ts';
import { paths } from '../lib/paths.ts';
import { Page } from './page.tsx';

const PATH = '/regHistory/regDetail';

function renderPage() {
  const router = renderRoutes(
    [page(PATH, <Page title="挂号详情">详情</Page>), page(paths.home, <p>首页</p>)],
    PATH,
  );
  return { router, body: screen.getByText('详情') };
}

/** Lets a navigation the stroke may have started finish, so its absence means something. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const originalUserAgent = navigator.userAgent;
afterEach(() => setUserAgent(originalUserAgent));

describe('Page swipe-back', () => {
  it('goes back on a swipe from the left edge where the host has no swipe of its own', async () => {
    setUserAgent(UA.wechatAndroid);
    const { router, body } = renderPage();
    stroke(body, { from: [10, 300], to: [120, 310], ms: 200 });
    expect(await screen.findByText('首页')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('leaves swipes that start away from the edge, and slow drags, alone', async () => {
    setUserAgent(UA.wechatAndroid);
    const { router, body } = renderPage();
    stroke(body, { from: [60, 300], to: [200, 300], ms: 200 });
    stroke(body, { from: [10, 300], to: [200, 300], ms: 301 });
    await settle();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('leaves the edge to the host on iOS, whose hosts swipe back themselves', async () => {
    setUserAgent(UA.wechatIos);
    const { router, body } = renderPage();
    stroke(body, { from: [10, 300], to: [120, 300], ms: 200 });
    await settle();
    expect(router.state.location.pathname).toBe(PATH);
  });
});
