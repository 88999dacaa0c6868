import type { SurveyQuestionKind } from '@hospital/contract';

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
