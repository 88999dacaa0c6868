import type { HisPatientCard, HisReport } from '@hospital/contract/his';

type LabReport = Extract<HisReport, { kind: 'test' }>;

/** A lab report on `cardNo` with a high and a normal line. */
export const labReport = (cardNo: string, reportNo: string): LabReport => ({
  kind: 'test',
  cardNo,
  reportNo,
  title: '血常规',
  category: '血液',
  department: '检验科',
  doctorName: '王医生',
  collectedAt: '2025-01-10T08:00:00+08:00',
  reportedAt: '2025-01-10T11:00:00+08:00',
  specimen: '静脉血',
  items: [
    {
      code: 'WBC',
      name: '白细胞',
      value: '12.1',
      unit: '10^9/L',
      referenceLow: 3.5,
      referenceHigh: 9.5,
      referenceText: null,
    },
    {
      code: 'HBsAg',
      name: '乙肝表面抗原',
      value: '阴性',
      unit: '',
      referenceLow: null,
      referenceHigh: null,
      referenceText: '阴性',
    },
  ],
});

export const ctReport = (cardNo: string, reportNo: string): HisReport => ({
  kind: 'inspection',
  cardNo,
  reportNo,
  title: '胸部CT平扫',
  category: 'CT',
  department: '放射科',
  doctorName: '李医生',
  collectedAt: '2025-01-12T09:00:00+08:00',
  reportedAt: '2025-01-12T15:00:00+08:00',
  examPart: '胸部',
  method: 'CT平扫',
  findings: '双肺纹理清晰。',
  conclusion: '未见明显异常。',
});

export const card = (name: string, idNumber: string): HisPatientCard => ({ name, idNumber });

/** The smallest bytes that pass as a PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n%%EOF\n');
