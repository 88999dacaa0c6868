import { deleteDoctorBookmarkEndpoint } from '@hospital/contract';
import { callEndpoint, type CallOptions } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** Stops following a doctor; the caller invalidates what shows the followed mark. */
export const unfollowDoctor = async (docId: number, options: CallOptions = {}) =>
  unwrap(await callEndpoint(deleteDoctorBookmarkEndpoint, { query: { docId } }, options));
