import { useState } from 'react';

/**
 * A list's quick filters and the page it shows, held on the page: a changed filter goes back
 * to page one, where the narrower list starts.
 */
export function usePagedFilters<Filters extends object>(initial: Filters) {
  const [state, setState] = useState({ filters: initial, page: 1 });
  return {
    filters: state.filters,
    page: state.page,
    setFilter: <Name extends keyof Filters>(name: Name, value: Filters[Name]) =>
      setState(({ filters }) => ({ filters: { ...filters, [name]: value }, page: 1 })),
    /** The list table's pager on this page. */
    pager: {
      page: state.page,
      onChange: (page: number) => setState(({ filters }) => ({ filters, page })),
    },
  };
}
