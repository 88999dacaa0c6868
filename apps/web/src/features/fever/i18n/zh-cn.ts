/** Strings of the fever clinic pages (`fever` namespace). en.ts mirrors these keys. */
export const feverZhCN = {
  title: { questionnaire: '发热门诊', result: '预检结果' },
  intro: {
    heading: '来院前请先完成预检',
    text: '有发热（体温≥37.3℃）或呼吸道症状，或有流行病学史的患者，请经发热门诊就诊。如实填写可帮助您少排队，也保护他人。',
  },
  patient: {
    label: '为谁填写',
    none: '还没有就诊人',
    noneHint: '添加就诊人后即可填写预检问卷',
    add: '添加就诊人',
  },
  submit: '提交预检',
  fixProblems: '还有{{count}}个问题需要填写或修改',
  changed: '问卷已更新，已为您重新加载，请核对后再提交',
  result: {
    feverTitle: '请到发热门诊就诊',
    feverText:
      '根据您的填写，<his>{{name}}</his>需要到发热门诊就诊。请不要进入普通门诊区域，按下方路线前往。',
    outpatientTitle: '可到普通门诊就诊',
    outpatientText:
      '根据您的填写，<his>{{name}}</his>暂无发热门诊就诊指征，可预约挂号后到普通门诊就诊。如出现发热或呼吸道症状，请重新填写。',
    reasons: '需到发热门诊的原因',
    place: '发热门诊位置',
    route: '前往路线',
    bring: '请携带',
    phone: '咨询电话：',
    savedAt: '{{time}} 提交 · 问卷第{{version}}版',
    register: '预约挂号',
    again: '重新填写',
    map: '查看医院导航',
  },
};
export type FeverMessages = typeof feverZhCN;
