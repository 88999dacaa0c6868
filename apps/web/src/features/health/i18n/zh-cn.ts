/** Strings of the health-registration pages (`health` namespace). en.ts mirrors these keys. */
export const healthZhCN = {
  title: {
    start: '新冠登记',
    person: '选择登记人',
    register: '健康登记',
    inpat: '住院陪护登记',
    log: '登记记录',
    complete: '登记完成',
    result: '健康通行码',
  },
  kind: {
    visitor: '访客探视',
    outpatient: '门诊就诊',
    carer: '住院陪护',
  },
  kindMark: { visitor: '访', outpatient: '诊', carer: '陪' },
  kindHint: {
    visitor: '来院探视住院亲友',
    outpatient: '来院门诊、检查或取药',
    carer: '在病区陪护住院患者',
  },
  start: {
    heading: '入院健康申报',
    intro: '进入医院前请如实填写健康状况，提交后生成通行码，向门岗出示即可进入。',
    choose: '请选择登记类型',
    log: '查看登记记录',
    validHours: '通行码自登记起 {{hours}} 小时内有效',
  },
  person: {
    intro: '为哪位就诊人登记？',
    none: '还没有就诊人，请先添加',
    add: '添加就诊人',
    next: '下一步',
  },
  form: {
    patient: '登记人',
    answerRequired: '请回答此题',
    submit: '提交登记',
    changed: '登记问卷已更新，请重新填写',
    honest: '本人承诺以上信息真实准确，如有隐瞒愿承担相应责任。',
  },
  inpatient: {
    section: '陪护的住院患者',
    hint: '请按住院患者腕带上的信息填写病区和床号',
    recent: '上次登记的患者',
    name: '患者姓名',
    ward: '病区',
    bed: '床号',
    namePlaceholder: '请输入住院患者姓名',
    wardPlaceholder: '如：心内科二病区',
    bedPlaceholder: '如：12床',
  },
  complete: {
    green: '登记成功，您可以凭通行码进入医院',
    risk: '登记成功，请按通行码颜色的提示就诊',
    showPass: '出示通行码',
    home: '返回首页',
  },
  result: {
    colour: {
      green: '绿码 · 可通行',
      yellow: '黄码 · 请至预检分诊台',
      red: '红码 · 请至发热门诊',
    },
    advice: {
      green: '请向门岗出示此码，配合测温后进入',
      yellow: '您的申报存在风险项，请先到预检分诊台由工作人员评估',
      red: '请勿进入普通门诊区域，请由工作人员引导至发热门诊',
    },
    issuedAt: '登记时间',
    expiresAt: '有效期至',
    kind: '登记类型',
    expired: '通行码已过期，请重新登记',
    again: '重新登记',
    qrLabel: '健康通行码，供门岗扫描',
  },
  log: {
    empty: '暂无登记记录',
    expired: '已过期',
    valid: '有效',
  },
};
export type HealthMessages = typeof healthZhCN;
