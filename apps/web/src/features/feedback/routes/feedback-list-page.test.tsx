import type { FeedbackDetail, FeedbackSummary } from '@hospital/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { FeedbackListPage } from './feedback-list-page.tsx';

const PATH = '/feedbackPages/feedbackList';

const summary = (id: number, unread: boolean): FeedbackSummary => ({
  id,
  categoryId: 1,
  categoryName: id === 1 ? '服务态度' : '就医环境',
  content: `第${id}条反馈的内容`,
  status: unread ? 'replied' : 'pending',
  imageCount: 0,
  createdAt: '2026-11-20T02:00:00.000Z',
  unread,
});

const detail = (item: FeedbackSummary): FeedbackDetail => ({
  ...item,
  contactPhone: null,
  images: [],
  replies: item.unread
    ? [{ id: 9, content: '感谢您的反馈，已转相关科室', createdAt: '2026-11-21T02:00:00.000Z' }]
    : [],
});

/** A server that keeps the read state as the real one does. */
function feedbackServer(items: FeedbackSummary[], { detailFails = false } = {}) {
  const reads: number[] = [];
  server.use(
    mock.get('*/api/feedback/list', () => HttpResponse.json(items)),
    mock.get('*/api/feedback/:id', ({ params }) => {
      if (detailFails) return HttpResponse.json({ message: '反馈不存在' }, { status: 404 });
      const item = items.find(({ id }) => id === Number(params.id));
      return item ? HttpResponse.json(detail(item)) : HttpResponse.json({}, { status: 404 });
    }),
    mock.post('*/api/feedback/:id/read', ({ params }) => {
      const id = Number(params.id);
      reads.push(id);
      items = items.map((item) => (item.id === id ? { ...item, unread: false } : item));
      return HttpResponse.json({ unread: items.filter(({ unread }) => unread).length });
    }),
  );
  return reads;
}

const cards = () => screen.getAllByTestId('feedback-card');

describe('/feedbackPages/feedbackList', () => {
  it('marks a message with an unopened reply, and opening it clears the mark', async () => {
    const reads = feedbackServer([summary(1, true), summary(2, false)]);
    renderRoutes([page(PATH, <FeedbackListPage />)], PATH);
    await screen.findByText('第1条反馈的内容');
    expect(screen.getAllByTestId('feedback-unread')).toHaveLength(1);
    expect(cards()[0]!.querySelector('.adm-badge-dot')).not.toBeNull();
    expect(cards()[1]!.querySelector('.adm-badge-dot')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /服务态度/ }));
    expect(await screen.findByText('感谢您的反馈，已转相关科室')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('feedback-unread')).toBeNull());
    expect(cards()[0]!.querySelector('.adm-badge-dot')).toBeNull();
    expect(reads).toEqual([1]);
  });

  it('does not report a message read when it has no new reply', async () => {
    const reads = feedbackServer([summary(2, false)]);
    renderRoutes([page(PATH, <FeedbackListPage />)], PATH);
    fireEvent.click(await screen.findByRole('button', { name: /就医环境/ }));
    expect(await screen.findByText('我们已收到您的反馈，会尽快处理并回复。')).toBeTruthy();
    expect(reads).toEqual([]);
  });

  it('keeps the mark when the replies fail to load', async () => {
    const reads = feedbackServer([summary(1, true)], { detailFails: true });
    renderRoutes([page(PATH, <FeedbackListPage />)], PATH);
    fireEvent.click(await screen.findByRole('button', { name: /服务态度/ }));
    await screen.findByText('反馈不存在');
    expect(screen.getByTestId('feedback-unread')).toBeTruthy();
    expect(reads).toEqual([]);
  });

  it('says so when there is no feedback yet', async () => {
    feedbackServer([]);
    renderRoutes([page(PATH, <FeedbackListPage />)], PATH);
    expect(await screen.findByText('您还没有提交过反馈')).toBeTruthy();
  });
});
