import { preRecordSaveEndpoint, type PreRecordSave } from '@hospital/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result, so the form can put a 400 on its question. */
export const savePreRecord = (body: PreRecordSave) => callEndpoint(preRecordSaveEndpoint, { body });

export const useSavePreRecord = () => useMutation({ mutationFn: savePreRecord });
