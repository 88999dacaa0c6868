import type { ReportSummary, TestReportDetail, TestResultItem } from '@hospital/contract';

export const reportSummary = (overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  id: 11,
  kind: 'test',
  reportNo: 'JY20250101001',
  title: '血常规',
  category: '血液',
  department: '心血管内科',
  patientId: 1,
  patientName: '张建国',
  reportedAt: '2025-01-01T10:00:00+08:00',
  abnormalCount: 0,
  hasAttachment: false,
  commented: false,
  ...overrides,
});

export const resultItem = (overrides: Partial<TestResultItem> = {}): TestResultItem => ({
  id: 1,
  code: 'WBC',
  name: '白细胞计数',
  value: '6.2',
  unit: '10^9/L',
  reference: { low: 3.5, high: 9.5, text: null },
  flag: 'N',
  history: [],
  ...overrides,
});

export const testReport = (items: TestResultItem[]): TestReportDetail => ({
  ...reportSummary({ abnormalCount: 2 }),
  specimen: '静脉血',
  doctorName: '王医生',
  sampledAt: '2025-01-01T08:00:00+08:00',
  items,
});
