/** Strings of the survey pages (`surveys` namespace). en.ts mirrors these keys. */
export const surveysZhCN = {
  title: '满意度调查',
  list: {
    intro: '您的评价将帮助我们持续改进医疗服务',
    questions: '共 {{count}} 题',
    answered: '已参与',
    answer: '去填写',
    answeredAt: '{{date}} 已提交',
    empty: '暂无调查问卷',
  },
  form: {
    required: '必答',
    multiple: '（多选）',
    textPlaceholder: '请输入您的意见或建议',
    submit: '提交问卷',
    submitted: '感谢您的参与！',
    answerRequired: '请回答此题',
    alreadyAnswered: '您已参与过本次调查，感谢支持',
  },
};
export type SurveysMessages = typeof surveysZhCN;
