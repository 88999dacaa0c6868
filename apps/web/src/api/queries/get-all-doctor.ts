import { allDoctorEndpoint, type QueryOf } from '@hospital/contract';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/**
 * One page of the hospital's doctors. Only the fetch is shared: the booking search pages
 * through it as the list scrolls, the experts page reads every page at once.
 */
export const getAllDoctorPage = async (query: QueryOf<typeof allDoctorEndpoint>) =>
  unwrap(await callEndpoint(allDoctorEndpoint, { query }, { loading: false }));
