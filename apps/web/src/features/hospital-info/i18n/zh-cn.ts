/** Strings of the hospital information pages (`hospitalInfo` namespace). en.ts mirrors these keys. */
export const hospitalInfoZhCN = {
  title: {
    hospital: '医院概况',
    introduce: '医院介绍',
    deptList: '科室列表',
    section: '科室介绍',
    doctorList: '医生介绍',
    doctor: '医生简介',
    buildings: '楼宇分布',
    guide: '就医指南',
    operaGuide: '使用帮助',
    experts: '专家介绍',
    communication: '联系我们',
    wifi: '医院 Wi-Fi',
  },
  entry: {
    hospital: '医院概况',
    introduce: '医院介绍',
    deptList: '科室导航',
    buildings: '楼宇分布',
    experts: '专家介绍',
    guide: '就医指南',
    operaGuide: '使用帮助',
    communication: '联系我们',
    wifi: '免费 Wi-Fi',
  },
  hospital: {
    address: '医院地址',
    phone: '服务热线',
    buildings: '{{count}} 栋楼宇',
    services: '医院服务',
    thirdParty: '便民服务',
    call: '拨打',
  },
  dept: {
    location: '就诊位置',
    intro: '科室简介',
    doctors: '查看本科室医生',
    doctorCount: '{{count}} 位医生',
    notFound: '没有找到这个科室',
    empty: '暂无科室信息',
  },
  doctor: {
    speciality: '擅长',
    specialityIs: '擅长：',
    intro: '医生简介',
    location: '出诊地点',
    rating: '{{rating}} 分 · {{count}} 条评价',
    noRating: '暂无评价',
    followers: '{{count}} 人关注',
    book: '预约挂号',
    empty: '本科室暂无医生信息',
    expertsEmpty: '暂无专家信息',
  },
  building: {
    tapHint: '点击楼宇查看各楼层分布',
    floor: '{{level}}F',
    basement: 'B{{level}}',
    empty: '暂无楼宇信息',
    gate: '正门',
    clinic: '诊区',
  },
  communication: {
    phone: '服务热线',
    address: '医院地址',
    transport: '交通指引',
    feedback: '意见反馈',
    feedbackHint: '您的建议是我们改进的动力',
    routes: [
      '地铁：乘坐地铁2号线至“人民医院站”，B出口步行约200米。',
      '公交：乘坐3路、15路、K28路至“人民医院”站下车即到。',
      '自驾：医院地下停车场入口位于急诊楼东侧，门诊高峰时段车位紧张，建议绿色出行。',
      '出租车/网约车：上下客点设在门诊楼正门落客区，请勿在急诊通道停靠。',
    ],
  },
  wifi: {
    intro: '医院门诊楼、医技楼、住院部公共区域已覆盖免费无线网络，方便您候诊时查询报告、在线缴费。',
    name: '网络名称',
    password: '密码',
    noPassword: '无需密码',
    steps: '连接方法',
    stepList: [
      '打开手机“设置”，进入“无线局域网”或“WLAN”。',
      '在网络列表中选择上方的网络名称。',
      '连接后如弹出认证页面，输入手机号并获取短信验证码完成认证。',
      '认证一次可使用 8 小时，超时后重新认证即可。',
    ],
    tips: '温馨提示：请勿通过公共网络传输银行卡密码等敏感信息；住院病区夜间 23:00 后网络限速，保障患者休息。',
  },
  operaGuide: {
    sections: [
      {
        title: '首次使用',
        paragraphs: [
          '在微信、支付宝或医院App中打开本服务，按提示授权登录。',
          '进入“个人中心 - 就诊人管理”，添加本人或家人的身份信息，系统会生成就诊卡号。',
        ],
      },
      {
        title: '预约挂号',
        paragraphs: [
          '首页点击“预约挂号”，选择科室、医生和就诊时段，确认后在规定时间内完成支付。',
          '就诊当天按预约时段到诊区签到候诊，无需再到窗口取号。',
        ],
      },
      {
        title: '门诊缴费',
        paragraphs: [
          '医生开具检查、检验或处方后，在“门诊缴费”中查看待缴费项目，可使用微信、支付宝或医保支付。',
        ],
      },
      {
        title: '查看报告',
        paragraphs: [
          '在“报告查询”中选择就诊人，即可查看检验报告和检查报告；异常结果会以红色向上箭头（偏高）或蓝色向下箭头（偏低）标出。',
          '报告仅供参考，请以医生解读为准。',
        ],
      },
      {
        title: '住院服务',
        paragraphs: ['住院期间可在“住院服务”中查看每日清单、缴纳预交金，出院时可办理自助结算。'],
      },
    ],
  },
};
export type HospitalInfoMessages = typeof hospitalInfoZhCN;
