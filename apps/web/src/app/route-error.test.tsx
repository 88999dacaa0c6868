import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { browserLocation } from '../platform/browser-location.ts';
import { hasRouteErrors, withRouteErrors } from './route-error.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { routes } from './router.tsx';

/** A page whose data, asked for the first time, fails into the error boundary. */
function Bulletin() {
  const bulletin = useQuery({
    queryKey: ['bulletin'],
    queryFn: async () => {
      const response = await fetch('/api/bulletin');
      if (!response.ok) throw new Error(`bulletin ${response.status}`);
      return (await response.json()) as { text: string };
    },
    throwOnError: true,
  });
  return <p>{bulletin.data?.text ?? '…'}</p>;
}

const inShell = (page: RouteObject): RouteObject[] => [
  withRouteErrors({
    path: '/',
    element: (
      <>
        <nav>底部导航</nav>
        <Outlet />
      </>
    ),
    children: [page],
  }),
];

const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the route error boundary', () => {
  it('shows a friendly error inside the layout and fetches again on retry', async () => {
    quietly();
    let calls = 0;
    server.use(
      mock.get('*/api/bulletin', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'busy' }, { status: 503 })
          : HttpResponse.json({ text: '门诊照常开放' });
      }),
    );
    const user = userEvent.setup();
    const router = renderRoutes(
      inShell({ path: 'bulletin', element: <Bulletin /> }),
      '/bulletin?from=home',
    );
    expect(await screen.findByText('页面出了点问题')).toBeTruthy();
    expect(screen.getByText('底部导航')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('门诊照常开放')).toBeTruthy();
    expect(calls).toBe(2);
    expect(router.state.location.search).toBe('?from=home');
  });

  it('reloads the app when a page could not be downloaded', async () => {
    quietly();
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoutes(
      inShell(lazyPage('report', () => Promise.reject(new TypeError('Failed to fetch')))),
      '/report',
    );
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByText('底部导航')).toBeTruthy();
  });

  it('says the page is loading, inside the layout, until its code arrives', async () => {
    let arrive = () => {};
    const code = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    renderRoutes(
      inShell(
        lazyPage('report', async () => {
          await code;
          return () => <p>检验报告</p>;
        }),
      ),
      '/report',
    );
    expect((await screen.findByRole('status')).textContent).toBe('数据加载中');
    expect(screen.getByText('底部导航')).toBeTruthy();

    arrive();
    expect(await screen.findByText('检验报告')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('底部导航')).toBeTruthy();
  });

  it('is on every route of the app', () => {
    const withoutBoundary: string[] = [];
    const visit = (route: RouteObject) => {
      if (!hasRouteErrors(route)) withoutBoundary.push(route.path ?? '(layout)');
      route.children?.forEach(visit);
    };
    routes.forEach(visit);
    expect(withoutBoundary).toEqual([]);
  });
});
