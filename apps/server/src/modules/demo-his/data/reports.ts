/** A test item: reference by sex where it differs, `decimals` for how the lab prints it. */
export interface TestItemSeed {
  code: string;
  name: string;
  unit: string;
  low: number | null;
  high: number | null;
  /** Female reference when it differs: [low, high]. */
  female?: readonly [number, number];
  decimals: number;
  /** Qualitative items: the expected text and the abnormal one. */
  text?: { normal: string; abnormal: string };
}

export interface TestPanelSeed {
  title: string;
  category: string;
  specimen: string;
  department: string;
  /** Days before today of each report: several give the items a history. */
  daysAgo: readonly number[];
  items: readonly TestItemSeed[];
}

const numeric = (
  code: string,
  name: string,
  unit: string,
  low: number | null,
  high: number | null,
  decimals: number,
  female?: readonly [number, number],
): TestItemSeed => ({ code, name, unit, low, high, decimals, ...(female && { female }) });

const qualitative = (code: string, name: string): TestItemSeed => ({
  code,
  name,
  unit: '',
  low: null,
  high: null,
  decimals: 0,
  text: { normal: '阴性', abnormal: '阳性(+)' },
});

export const TEST_PANELS: readonly TestPanelSeed[] = [
  {
    title: '血常规',
    category: '血液',
    specimen: '静脉血',
    department: '全科医学科',
    daysAgo: [120, 45, 3],
    items: [
      numeric('WBC', '白细胞计数', '10^9/L', 3.5, 9.5, 2),
      numeric('RBC', '红细胞计数', '10^12/L', 4.3, 5.8, 2, [3.8, 5.1]),
      numeric('HGB', '血红蛋白', 'g/L', 130, 175, 0, [115, 150]),
      numeric('PLT', '血小板计数', '10^9/L', 125, 350, 0),
      numeric('NEUT%', '中性粒细胞百分比', '%', 40, 75, 1),
      numeric('LYMPH%', '淋巴细胞百分比', '%', 20, 50, 1),
    ],
  },
  {
    title: '肝功能',
    category: '生化',
    specimen: '血清',
    department: '消化内科',
    daysAgo: [60, 3],
    items: [
      numeric('ALT', '丙氨酸氨基转移酶', 'U/L', 9, 50, 0, [7, 40]),
      numeric('AST', '天门冬氨酸氨基转移酶', 'U/L', 15, 40, 0, [13, 35]),
      numeric('TBIL', '总胆红素', 'μmol/L', 0, 23, 1),
      numeric('ALB', '白蛋白', 'g/L', 40, 55, 1),
    ],
  },
  {
    title: '血脂四项',
    category: '生化',
    specimen: '血清',
    department: '心血管内科',
    daysAgo: [10],
    items: [
      numeric('TC', '总胆固醇', 'mmol/L', null, 5.2, 2),
      numeric('TG', '甘油三酯', 'mmol/L', null, 1.7, 2),
      numeric('HDL-C', '高密度脂蛋白胆固醇', 'mmol/L', 1.04, null, 2),
      numeric('LDL-C', '低密度脂蛋白胆固醇', 'mmol/L', null, 3.4, 2),
    ],
  },
  {
    title: '尿常规',
    category: '尿液',
    specimen: '中段尿',
    department: '肾内科',
    daysAgo: [20],
    items: [
      qualitative('PRO', '尿蛋白'),
      qualitative('GLU-U', '尿葡萄糖'),
      qualitative('BLD', '尿隐血'),
      numeric('SG', '尿比重', '', 1.003, 1.03, 3),
      numeric('PH', '酸碱度', '', 4.5, 8, 1),
    ],
  },
];

export interface InspectionSeed {
  title: string;
  category: string;
  department: string;
  examPart: string;
  method: string;
  findings: string;
  conclusion: string;
  daysAgo: number;
  /** The hospital provides the signed sheet as a PDF. */
  withPdf: boolean;
}

export const INSPECTIONS: readonly InspectionSeed[] = [
  {
    title: '胸部CT平扫',
    category: 'CT',
    department: '呼吸与危重症医学科',
    examPart: '胸部',
    method: 'CT平扫',
    findings:
      '双肺纹理清晰，右肺上叶见一直径约4mm磨玻璃密度小结节，边界清楚。' +
      '气管及主支气管通畅，纵隔居中，未见肿大淋巴结。心影大小形态正常，双侧胸腔未见积液。',
    conclusion: '右肺上叶微小磨玻璃结节，建议12个月后复查胸部CT。',
    daysAgo: 7,
    withPdf: true,
  },
  {
    title: '腹部彩超',
    category: '超声',
    department: '消化内科',
    examPart: '肝、胆、胰、脾',
    method: '彩色多普勒超声',
    findings:
      '肝脏形态大小正常，包膜光整，实质回声稍增强，分布均匀。胆囊大小正常，壁光滑，腔内未见异常回声。' +
      '胰腺、脾脏大小形态正常，回声均匀。',
    conclusion: '轻度脂肪肝声像；胆、胰、脾未见明显异常。',
    daysAgo: 15,
    withPdf: false,
  },
  {
    title: '常规心电图',
    category: '心电图',
    department: '心血管内科',
    examPart: '心脏',
    method: '十二导联心电图',
    findings:
      '窦性心律，心率72次/分。P波、QRS波群形态正常，PR间期0.16秒，QT间期0.38秒，ST-T未见明显异常。',
    conclusion: '窦性心律，正常心电图。',
    daysAgo: 30,
    withPdf: true,
  },
];

export const REPORT_DOCTORS = ['王建国', '李文静', '陈晓峰', '刘雅琴', '赵明远'] as const;
