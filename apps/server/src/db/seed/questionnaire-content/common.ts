import type { QuestionnaireQuestionInput } from '@hospital/contract';

/**
 * The questions every questionnaire of the demo hospital shares, from the national
 * epidemiological screening at hospital entrances (see sources.ts). Ids are shared too, so
 * staff read the same code for the same question on every sheet.
 */

const yesNo = (risk: boolean) => [
  { value: 'yes', label: '是', risk },
  { value: 'no', label: '否' },
];

export const temperature: QuestionnaireQuestionInput = {
  id: 'temperature',
  text: '您当前的体温是多少？（℃）',
  help: '请填写腋下体温；没有体温计的，可到院内预检分诊台免费测量后填写。',
  kind: 'temperature',
};

export const symptoms: QuestionnaireQuestionInput = {
  id: 'symptoms',
  text: '近14天内，您是否出现过以下症状？（可多选）',
  help: '请如实选择，没有以上症状请选择“以上均无”。',
  kind: 'multi',
  options: [
    { value: 'fever', label: '发热', risk: true },
    { value: 'cough', label: '咳嗽、咳痰', risk: true },
    { value: 'sore-throat', label: '咽干、咽痛', risk: true },
    { value: 'short-breath', label: '胸闷、气促', risk: true },
    { value: 'smell-taste', label: '嗅觉、味觉减退', risk: true },
    { value: 'muscle-ache', label: '肌肉酸痛', risk: true },
    { value: 'fatigue', label: '乏力' },
    { value: 'runny-nose', label: '鼻塞、流涕' },
    { value: 'diarrhea', label: '腹泻' },
    { value: 'conjunctivitis', label: '结膜炎（眼红、眼痒）' },
    { value: 'none', label: '以上均无' },
  ],
};

export const travel: QuestionnaireQuestionInput = {
  id: 'travel',
  text: '近14天内，您是否有中、高风险地区或境外旅居史？',
  help: '中、高风险地区以国务院客户端“疫情风险等级查询”公布的为准。',
  kind: 'single',
  options: yesNo(true),
};

export const travelPlace: QuestionnaireQuestionInput = {
  id: 'travel-place',
  text: '请填写旅居的地区（到县区）和离开的日期',
  help: '例如：某省某市某区，11月20日离开。',
  kind: 'text',
  showIf: { question: 'travel', values: ['yes'] },
};

export const contact: QuestionnaireQuestionInput = {
  id: 'contact',
  text: '近14天内，您是否接触过新冠病毒感染者（确诊病例或无症状感染者）或疑似病例？',
  kind: 'single',
  options: yesNo(true),
};

export const cluster: QuestionnaireQuestionInput = {
  id: 'cluster',
  text: '近14天内，您的家庭、办公室、学校或托幼机构班级等场所，是否出现2例及以上发热和/或呼吸道症状的病例？',
  kind: 'single',
  options: yesNo(true),
};

export const healthCode: QuestionnaireQuestionInput = {
  id: 'health-code',
  text: '您的健康码是什么颜色？',
  kind: 'single',
  options: [
    { value: 'green', label: '绿码' },
    { value: 'yellow', label: '黄码', risk: true },
    { value: 'red', label: '红码', risk: true },
  ],
};

export const natResult: QuestionnaireQuestionInput = {
  id: 'nat-result',
  text: '您48小时内的核酸检测结果是？',
  help: '没有做过的，可在本院门诊一楼核酸采样点采样。',
  kind: 'single',
  options: [
    { value: 'negative', label: '阴性' },
    { value: 'waiting', label: '已采样，等待结果' },
    { value: 'not-done', label: '48小时内未做' },
    { value: 'positive', label: '阳性', risk: true },
  ],
};

export const vaccination: QuestionnaireQuestionInput = {
  id: 'vaccination',
  text: '您的新冠病毒疫苗接种情况是？',
  kind: 'single',
  options: [
    { value: 'booster', label: '已完成全程接种并加强免疫' },
    { value: 'full', label: '已完成全程接种' },
    { value: 'partial', label: '未完成全程接种' },
    { value: 'none', label: '未接种' },
  ],
};

export const note: QuestionnaireQuestionInput = {
  id: 'note',
  text: '还有其他需要告诉医护人员的情况吗？',
  kind: 'text',
  required: false,
};

export { yesNo };
