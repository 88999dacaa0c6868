import type { QuestionnaireQuestionInput } from '@hospital/contract';
import {
  cluster,
  contact,
  healthCode,
  symptoms,
  temperature,
  travel,
  travelPlace,
} from './common.ts';

/** 核酸检测流行病学调查: asked when a nucleic-acid test is ordered, to sort the sample. */
export const natQuestions: QuestionnaireQuestionInput[] = [
  {
    id: 'purpose',
    text: '您本次做核酸检测的原因是？',
    kind: 'single',
    options: [
      { value: 'voluntary', label: '个人意愿（愿检尽检）' },
      { value: 'outpatient', label: '门急诊就医' },
      { value: 'admission', label: '住院或陪护' },
      { value: 'travel', label: '出行、复工复学需要' },
      { value: 'close-contact', label: '密切接触者或次密切接触者', risk: true },
      { value: 'other', label: '其他' },
    ],
  },
  {
    id: 'occupation',
    text: '您的职业属于以下哪一类？',
    help: '重点人群按国家防控方案定期检测。',
    kind: 'single',
    options: [
      { value: 'medical', label: '医疗机构工作人员' },
      { value: 'cold-chain', label: '冷链食品、进口物品从业人员', risk: true },
      { value: 'port', label: '口岸、隔离场所工作人员', risk: true },
      { value: 'transport', label: '交通运输、快递物流人员' },
      { value: 'other', label: '其他' },
    ],
  },
  temperature,
  symptoms,
  travel,
  travelPlace,
  contact,
  cluster,
  healthCode,
];
