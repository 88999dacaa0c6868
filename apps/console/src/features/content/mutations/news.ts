import {
  createArticleEndpoint,
  createNewsCategoryEndpoint,
  consoleUploadCoverEndpoint,
  deleteNewsCategoryEndpoint,
  setArticleStatusEndpoint,
  updateArticleEndpoint,
  updateNewsCategoryEndpoint,
  type ArticleInput,
  type NewsCategoryInput,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { newsCategoriesKey, newsKey } from '../queries/news.ts';

function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: newsKey }),
      queryClient.invalidateQueries({ queryKey: newsCategoriesKey }),
    ]);
}

/** Creates the article when it has no id yet, saves it otherwise. */
export function useSaveArticle() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ArticleInput }) =>
      id === null
        ? callEndpoint(createArticleEndpoint, { body })
        : callEndpoint(updateArticleEndpoint, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetArticleStatus() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'published' | 'withdrawn' }) =>
      callEndpoint(setArticleStatusEndpoint, { params: { id }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useSaveNewsCategory() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsCategoryInput }) =>
      id === null
        ? callEndpoint(createNewsCategoryEndpoint, { body })
        : callEndpoint(updateNewsCategoryEndpoint, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteNewsCategory() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteNewsCategoryEndpoint, { params: { id } }),
    onSuccess: invalidate,
  });
}

export const useUploadCover = () =>
  useMutation({
    mutationFn: (dataUrl: string) =>
      callEndpoint(consoleUploadCoverEndpoint, { body: { dataUrl } }),
  });
