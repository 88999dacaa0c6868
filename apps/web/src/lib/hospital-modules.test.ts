import { describe, expect, it } from 'vitest';
import { moduleOfPath } from './hospital-modules.ts';
import { paths } from './paths.ts';

describe('moduleOfPath', () => {
  it('gives a page the area of its folder or address', () => {
    expect(moduleOfPath(paths.nucleicAcid)).toBe('nucleicAcid');
    expect(moduleOfPath('/newCrownAppointment/completePage')).toBe('newCrown');
    expect(moduleOfPath(paths.choiceDoctor)).toBe('registration');
    expect(moduleOfPath(paths.reportAppraise)).toBe('reports');
    expect(moduleOfPath(paths.guidanceResults)).toBe('intelGuidance');
    expect(moduleOfPath('/preDiagnosis/preDiagnosisResult')).toBe('preDiagnosis');
  });

  it('gives a page inside another area the most specific one', () => {
    expect(moduleOfPath(paths.outpatientUnpaid)).toBe('outpatientPay');
    expect(moduleOfPath(paths.nucleicAcidPay)).toBe('nucleicAcid');
    expect(moduleOfPath(paths.outHospital)).toBe('selfDischarge');
    expect(moduleOfPath(paths.inHospitalManage)).toBe('inpatient');
  });

  it('leaves out pages other areas open, and names that only begin alike', () => {
    expect(moduleOfPath(paths.pdf)).toBeUndefined();
    expect(moduleOfPath(paths.regDetail)).toBeUndefined();
    expect(moduleOfPath(paths.fullPayment)).toBeUndefined();
    expect(moduleOfPath(paths.home)).toBeUndefined();
    expect(moduleOfPath('/nucleicAcidX/page')).toBeUndefined();
    expect(moduleOfPath(paths.preDiagnosisBlack)).toBeUndefined();
  });
});
