import type { SurveyQuestionKind, ThirdPartyIcon } from '@hospital/contract';

export const FEEDBACK_CATEGORIES = [
  { name: '就诊流程', description: '挂号、候诊、检查、取药等环节的问题' },
  { name: '服务态度', description: '医护人员与窗口服务的表扬或意见' },
  { name: '医疗质量', description: '诊疗过程与结果方面的意见' },
  { name: '费用问题', description: '缴费、退费、医保结算相关' },
  { name: '系统使用', description: '本应用或自助机使用中遇到的问题' },
  { name: '环境设施', description: '卫生、停车、指示标识等' },
  { name: '其他建议', description: '其他意见和建议' },
] as const;

export interface SurveyQuestionSeed {
  kind: SurveyQuestionKind;
  title: string;
  required: boolean;
  options: readonly string[];
}

const SATISFACTION = ['非常满意', '满意', '一般', '不满意', '非常不满意'] as const;

const single = (title: string, options: readonly string[] = SATISFACTION) => ({
  kind: 'single' as const,
  title,
  required: true,
  options,
});
const multiple = (title: string, options: readonly string[]) => ({
  kind: 'multiple' as const,
  title,
  required: true,
  options,
});
const text = (title: string) => ({ kind: 'text' as const, title, required: false, options: [] });

export const SURVEYS: readonly {
  title: string;
  description: string;
  questions: readonly SurveyQuestionSeed[];
}[] = [
  {
    title: '门诊患者满意度调查',
    description: '感谢您在本院就诊。您的评价将帮助我们改进门诊服务，约需2分钟。',
    questions: [
      single('您对本次门诊就医的总体满意度'),
      single('您对医生的问诊与解释是否满意'),
      single('挂号到就诊的等候时间', ['15分钟以内', '15-30分钟', '30-60分钟', '1小时以上']),
      multiple('您觉得哪些环节需要改进（可多选）', [
        '挂号缴费',
        '候诊等待',
        '检查预约',
        '取药',
        '指示标识',
        '停车',
      ]),
      text('其他意见或建议'),
    ],
  },
  {
    title: '住院患者满意度调查',
    description: '出院后请花几分钟告诉我们住院期间的感受。',
    questions: [
      single('您对住院期间的总体满意度'),
      single('您对护士的护理服务是否满意'),
      single('病房的清洁与安静程度'),
      multiple('住院期间让您满意的方面（可多选）', [
        '医生查房及时',
        '护理细致',
        '饮食',
        '出院指导清楚',
        '费用清单透明',
      ]),
      text('您想对医护人员说的话'),
    ],
  },
];

export const THIRD_PARTY_APPS: readonly {
  name: string;
  description: string;
  icon: ThirdPartyIcon;
  url: string;
}[] = [
  {
    name: '医保电子凭证',
    description: '国家医保服务平台：激活与使用医保电子凭证',
    icon: 'insurance',
    url: 'https://fuwu.nhsa.gov.cn/',
  },
  {
    name: '国家政务服务平台',
    description: '健康码、电子证照与各类政务服务',
    icon: 'government',
    url: 'https://gjzwfw.www.gov.cn/',
  },
  {
    name: '健康中国',
    description: '国家卫生健康委员会权威健康科普',
    icon: 'healthCode',
    url: 'https://www.nhc.gov.cn/',
  },
];
