import { ID_TYPES, RELATIONS, type PatientSummary } from '@hospital/contract';
import { http as mock, HttpResponse } from 'msw';

export const summary = (values: Partial<PatientSummary> = {}): PatientSummary => ({
  id: 1,
  name: '张建国',
  gender: 'MALE',
  relation: 'PARENT',
  idType: 'ID_CARD',
  idNumberMasked: '1101**********123X',
  phoneMasked: '138****8000',
  patientCode: 'P950299285',
  isDefault: false,
  avatarUrl: null,
  birthDate: '1960-03-07',
  age: 66,
  insuranceCardBound: false,
  ...values,
});

/** The form's choices, as getDictItemData answers them. */
export const dictHandler = mock.get('*/api/patients/getDictItemData', ({ request }) => {
  const type = new URL(request.url).searchParams.get('type');
  if (type === 'relation') return HttpResponse.json(RELATIONS);
  if (type === 'idType') return HttpResponse.json(ID_TYPES);
  return HttpResponse.json([{ value: '01', label: '汉族' }]);
});
