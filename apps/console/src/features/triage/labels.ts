import type {
  AppointmentStatus,
  BodyRegion,
  Period,
  QuestionGroup,
  QuestionKind,
  TriageFact,
  TriageFigure,
} from '@hospital/contract';

export const figureLabels: Record<TriageFigure, string> = {
  male: '男性',
  female: '女性',
  child: '儿童',
};
export const figureOptions = Object.entries(figureLabels).map(([value, label]) => ({
  value: value as TriageFigure,
  label,
}));

export const regionLabels: Record<BodyRegion, string> = {
  head: '头部',
  neck: '颈部',
  chest: '胸部',
  'upper-abdomen': '上腹部',
  'lower-abdomen': '下腹部',
  pelvis: '盆腔 / 会阴',
  arms: '上肢',
  legs: '下肢',
  back: '背部',
  waist: '腰部',
  buttocks: '臀部 / 肛门',
};

export const groupLabels: Record<QuestionGroup, string> = {
  basic: '基本信息',
  visit: '本次就诊',
  history: '既往史',
};

export const kindLabels: Record<QuestionKind, string> = {
  symptoms: '选择症状',
  single: '单选',
  multi: '多选',
  number: '数值',
  text: '文字',
};

export const factKindLabels: Record<TriageFact['kind'], string> = {
  symptom: '症状',
  answer: '问题选项',
  atLeast: '数值不低于',
  ageMonthsBelow: '年龄小于N月',
};

export const periodLabels: Record<Period, string> = { morning: '上午', afternoon: '下午' };

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  pending_payment: '待支付',
  paid: '待就诊',
  canceled: '已取消',
  refunded: '已退款',
  expired: '已过期',
  visited: '已就诊',
};

/** Options of a label map, for a select. */
export const optionsOf = <Value extends string>(labels: Record<Value, string>) =>
  (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));
