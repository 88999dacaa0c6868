import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { parseLinkParams, type LinkProblem } from '../lib/link-params.ts';
import { BackHomeButton } from './back-home-button.tsx';
import { EmptyState } from './empty-state.tsx';

interface RequireLinkParamsProps<S extends z.ZodObject> {
  /** The query values the page needs; optional ones may be absent but not malformed. */
  schema: S;
  children: (params: z.output<S>) => ReactNode;
}

/**
 * Renders the page with the values its address carries, or says the link is incomplete
 * (a value is missing) or wrong (a value is malformed) with a way home. Without this a
 * page opened from a cut-off link would wait forever for a query that can never start.
 */
export function RequireLinkParams<S extends z.ZodObject>({
  schema,
  children,
}: RequireLinkParamsProps<S>) {
  const [search] = useSearchParams();
  const link = parseLinkParams(search, schema);
  return link.ok ? children(link.params) : <IncompleteLink problem={link.problem} />;
}

export function IncompleteLink({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation();
  return (
    <EmptyState title={t(`link.${problem}.title`)} tips={t(`link.${problem}.hint`)}>
      <BackHomeButton />
    </EmptyState>
  );
}
