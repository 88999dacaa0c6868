import { useSearchParams } from 'react-router';

/** A positive integer from the address (spec section 2: data passes by query), or null. */
export function useIdParam(name: string): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
