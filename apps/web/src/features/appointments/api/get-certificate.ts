import { certificateEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { appointmentKeys } from './keys.ts';

export const getCertificateData = async (id: number) =>
  unwrap(
    await callEndpoint(
      certificateEndpoint,
      { params: { id }, query: { format: 'json' } },
      { loading: false },
    ),
  );

export const getCertificateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appointmentKeys.certificate(id),
    queryFn: () => getCertificateData(id),
  });

export const useCertificate = (id: number) => useQuery(getCertificateQueryOptions(id));
