import { act, render, screen, waitFor } from '@testing-library/react';
import type * as antd from 'antd-mobile';
import type { PullToRefreshProps } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { RefreshableList } from './refreshable-list.tsx';

// jsdom gives use-gesture no finger to follow, so the pull itself is antd-mobile's (tested there);
// what is ours is what the pull is given: its height, its threshold, its captions, its refresh.
const pullProps = vi.hoisted(() => ({ current: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile', async (original) => {
  const real = await original<typeof antd>();
  return {
    ...real,
    PullToRefresh: (props: PullToRefreshProps) => {
      pullProps.current = props;
      return <real.PullToRefresh {...props} />;
    },
  };
});

const pull = () => pullProps.current!;
const caption = (status: Parameters<NonNullable<PullToRefreshProps['renderText']>>[0]) => {
  const { container } = render(<>{pull().renderText!(status)}</>);
  return container.textContent;
};
const spoken = () => document.querySelector('p[aria-live=polite]')!.textContent;

describe('RefreshableList pull-to-refresh', () => {
  it('pulls a 50 px head and refreshes past 50 px', () => {
    render(<RefreshableList onRefresh={() => Promise.resolve()}>挂号记录</RefreshableList>);
    expect(pull().headHeight).toBe(50);
    expect(pull().threshold).toBe(50);
  });

  it('captions each state of the pull', () => {
    render(<RefreshableList onRefresh={() => Promise.resolve()}>挂号记录</RefreshableList>);
    expect(caption('pulling')).toBe('下拉刷新');
    expect(caption('canRelease')).toBe('释放立即刷新');
    expect(caption('refreshing')).toBe('刷新中…');
    expect(caption('complete')).toBe('刷新成功');
  });

  it('announces 刷新中… while refreshing, then 刷新成功', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RefreshableList onRefresh={onRefresh}>挂号记录</RefreshableList>);
    expect(spoken()).toBe('');
    let refreshing: Promise<unknown> | undefined;
    act(() => void (refreshing = pull().onRefresh!()));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(spoken()).toBe('刷新中…');
    await act(async () => {
      finish();
      await refreshing;
    });
    expect(spoken()).toBe('刷新成功');
  });

  it('says 加载失败 when the refresh fails, without an unhandled rejection', async () => {
    render(
      <RefreshableList onRefresh={() => Promise.reject(new Error('offline'))}>
        挂号记录
      </RefreshableList>,
    );
    await act(() => pull().onRefresh!());
    expect(spoken()).toBe('加载失败');
    expect(caption('complete')).toBe('加载失败');
  });
});

describe('RefreshableList pull-up', () => {
  // antd-mobile loads only what is laid out; jsdom lays out nothing.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the next page as the foot comes into view, and says 没有更多了 at the end', async () => {
    const loadMore = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <RefreshableList onRefresh={() => Promise.resolve()} paging={{ hasMore: true, loadMore }}>
        挂号记录
      </RefreshableList>,
    );
    await waitFor(() => expect(loadMore).toHaveBeenCalled());
    rerender(
      <RefreshableList onRefresh={() => Promise.resolve()} paging={{ hasMore: false, loadMore }}>
        挂号记录
      </RefreshableList>,
    );
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers 上拉加载更多 as a button to those who cannot pull, which loads the next page', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(null);
    const loadMore = vi.fn(() => new Promise<void>(() => {}));
    render(
      <RefreshableList onRefresh={() => Promise.resolve()} paging={{ hasMore: true, loadMore }}>
        挂号记录
      </RefreshableList>,
    );
    const more = screen.getByRole('button', { name: '上拉加载更多' });
    expect(loadMore).not.toHaveBeenCalled();
    act(() => more.click());
    expect(loadMore).toHaveBeenCalledOnce();
    expect(await screen.findByText('加载中…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says 加载中… while the page loads', async () => {
    const loadMore = vi.fn(() => new Promise<void>(() => {}));
    render(
      <RefreshableList onRefresh={() => Promise.resolve()} paging={{ hasMore: true, loadMore }}>
        挂号记录
      </RefreshableList>,
    );
    expect(await screen.findByText('加载中…')).toBeTruthy();
  });

  it('offers a retry button after a failed page, which loads it again', async () => {
    const loadMore = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValue(new Promise(() => {}));
    render(
      <RefreshableList onRefresh={() => Promise.resolve()} paging={{ hasMore: true, loadMore }}>
        挂号记录
      </RefreshableList>,
    );
    expect(await screen.findByText('加载失败')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '重新加载' }).click());
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('加载中…')).toBeTruthy();
  });
});
