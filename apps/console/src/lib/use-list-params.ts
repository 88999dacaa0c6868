import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

export type DayRange = [Dayjs, Dayjs] | null | undefined;

const positive = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * A list's filters and page, kept in the address so a filtered view can be reloaded and sent
 * to a colleague. A new search starts again at page one; blank filters are left out.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const page = positive(params.get('page')) ?? 1;

  /** Text and number filters go in the address; blank and other ones are left out. */
  const search = (filters: object, days?: DayRange) => {
    const next = new URLSearchParams();
    for (const [name, raw] of Object.entries(filters) as [string, unknown][]) {
      const value = typeof raw === 'string' ? raw.trim() : raw;
      if (typeof value === 'number' || (typeof value === 'string' && value !== ''))
        next.set(name, String(value));
    }
    if (days) {
      next.set('from', days[0].format(DAY));
      next.set('to', days[1].format(DAY));
    }
    setParams(next);
  };

  return {
    text: (name: string) => params.get(name) || undefined,
    number: (name: string) => positive(params.get(name)),
    /** The text filters among `names` that the address holds. */
    texts: <Name extends string>(names: readonly Name[]) =>
      Object.fromEntries(
        names.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
      ) as Partial<Record<Name, string>>,
    /** A value the address holds only when it is one of `values`. */
    oneOf: <T extends string>(name: string, values: readonly T[]): T | undefined =>
      values.find((value) => value === params.get(name)),
    page,
    days: { ...(from && { from }), ...(to && { to }) },
    dayRange: (from && to ? [dayjs(from), dayjs(to)] : null) satisfies DayRange,
    search,
    reset: () => setParams(new URLSearchParams()),
    /** The list table's pager on the address's page. */
    pager: {
      page,
      onChange: (to: number) => {
        const next = new URLSearchParams(params);
        next.set('page', String(to));
        setParams(next);
      },
    },
  };
}

export type ListParams = ReturnType<typeof useListParams>;
