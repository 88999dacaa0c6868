import { floorLabel } from '../../../db/seed/buildings-data.ts';

/** Where a department sits: building name, floor level and zone letter. */
export interface Spot {
  building: string;
  level: number;
  zone: string;
}

export interface ClinicSeed {
  code: string;
  name: string;
  intro: string;
  spot: Spot;
  /** What its doctors are good at; each doctor draws two or three. */
  specialities: readonly string[];
  doctorCount: number;
  /** Emergency never closes: its doctors cover every half-day. */
  openEveryDay?: boolean;
}

export interface DepartmentGroupSeed {
  code: string;
  name: string;
  intro: string;
  spot: Spot;
  clinics: readonly ClinicSeed[];
}

const at = (building: string, level: number, zone: string): Spot => ({ building, level, zone });

export const spotLabel = (spot: Spot): string =>
  `${spot.building}${floorLabel(spot.level)}${spot.zone}区`;

export const DEPARTMENT_TREE: readonly DepartmentGroupSeed[] = [
  {
    code: 'NK',
    name: '内科',
    intro:
      '内科是医院规模最大的临床科室群，承担常见病、多发病及疑难重症的诊治，设有多个亚专科门诊。',
    spot: at('门诊楼', 2, 'A'),
    clinics: [
      {
        code: 'XXGNK',
        name: '心血管内科',
        intro:
          '心血管内科开展冠心病、高血压、心律失常、心力衰竭的规范化诊治，设有胸痛中心，可开展冠脉介入与起搏器植入。',
        spot: at('门诊楼', 2, 'A'),
        specialities: [
          '冠心病介入治疗',
          '高血压规范管理',
          '心律失常射频消融',
          '慢性心力衰竭',
          '血脂异常',
          '心脏起搏器植入',
        ],
        doctorCount: 3,
      },
      {
        code: 'XHNK',
        name: '消化内科',
        intro:
          '消化内科诊治胃肠、肝胆、胰腺疾病，内镜中心可开展无痛胃肠镜、早癌筛查及内镜下微创治疗。',
        spot: at('门诊楼', 2, 'B'),
        specialities: [
          '胃肠镜检查与治疗',
          '消化道早癌筛查',
          '幽门螺杆菌感染',
          '炎症性肠病',
          '脂肪肝与慢性肝病',
          '胰腺炎',
        ],
        doctorCount: 3,
      },
      {
        code: 'HXNK',
        name: '呼吸内科',
        intro:
          '呼吸与危重症医学科诊治慢阻肺、哮喘、肺部感染及肺结节，开展支气管镜检查与睡眠呼吸监测。',
        spot: at('门诊楼', 2, 'C'),
        specialities: [
          '慢性阻塞性肺疾病',
          '支气管哮喘',
          '肺结节随访',
          '重症肺炎',
          '睡眠呼吸暂停',
          '支气管镜介入',
        ],
        doctorCount: 2,
      },
      {
        code: 'SJNK',
        name: '神经内科',
        intro: '神经内科诊治脑血管病、头痛、眩晕、癫痫及帕金森病，设有卒中绿色通道和记忆障碍门诊。',
        spot: at('门诊楼', 3, 'A'),
        specialities: ['脑卒中防治', '头痛与眩晕', '癫痫', '帕金森病', '认知障碍', '周围神经病'],
        doctorCount: 2,
      },
      {
        code: 'NFMK',
        name: '内分泌科',
        intro:
          '内分泌科诊治糖尿病、甲状腺疾病、骨质疏松等代谢性疾病，提供糖尿病教育与胰岛素泵治疗。',
        spot: at('门诊楼', 3, 'B'),
        specialities: [
          '糖尿病及并发症',
          '甲状腺结节与甲亢',
          '骨质疏松',
          '肥胖与代谢综合征',
          '痛风与高尿酸血症',
        ],
        doctorCount: 2,
      },
      {
        code: 'SNK',
        name: '肾内科',
        intro: '肾内科诊治各类肾炎、肾病综合征及慢性肾衰竭，血液净化中心提供血液透析与腹膜透析。',
        spot: at('门诊楼', 3, 'C'),
        specialities: ['慢性肾脏病', '肾病综合征', 'IgA肾病', '血液透析', '糖尿病肾病'],
        doctorCount: 2,
      },
    ],
  },
  {
    code: 'WK',
    name: '外科',
    intro: '外科以微创手术为特色，开展腹腔镜、关节镜及显微外科手术，围手术期实行加速康复管理。',
    spot: at('门诊楼', 4, 'A'),
    clinics: [
      {
        code: 'PWK',
        name: '普外科',
        intro: '普外科开展胃肠、肝胆、甲状腺、乳腺及疝的外科治疗，腹腔镜微创手术占比超过八成。',
        spot: at('门诊楼', 4, 'A'),
        specialities: [
          '腹腔镜胆囊切除',
          '甲状腺乳腺外科',
          '胃肠肿瘤根治',
          '腹股沟疝修补',
          '急腹症',
        ],
        doctorCount: 3,
      },
      {
        code: 'GK',
        name: '骨科',
        intro:
          '骨科诊治创伤骨折、脊柱退变及关节疾病，开展人工关节置换、脊柱微创与运动损伤关节镜手术。',
        spot: at('门诊楼', 4, 'B'),
        specialities: [
          '人工髋膝关节置换',
          '腰椎间盘突出',
          '颈椎病',
          '运动损伤与关节镜',
          '创伤骨折',
          '骨质疏松性骨折',
        ],
        doctorCount: 3,
      },
      {
        code: 'MNWK',
        name: '泌尿外科',
        intro: '泌尿外科诊治泌尿系结石、前列腺疾病及泌尿系肿瘤，开展输尿管软镜碎石与腹腔镜手术。',
        spot: at('门诊楼', 4, 'C'),
        specialities: ['泌尿系结石', '前列腺增生', '泌尿系肿瘤', '男科疾病'],
        doctorCount: 2,
      },
      {
        code: 'SJWK',
        name: '神经外科',
        intro: '神经外科诊治颅脑外伤、脑血管病、颅内肿瘤及功能神经疾病，开展神经内镜与显微手术。',
        spot: at('门诊楼', 4, 'D'),
        specialities: ['颅脑损伤', '脑出血外科治疗', '颅内肿瘤', '三叉神经痛与面肌痉挛'],
        doctorCount: 2,
      },
    ],
  },
  {
    code: 'FCK',
    name: '妇产科',
    intro: '妇产科提供孕产期保健、高危妊娠管理、妇科疾病诊治及宫腔镜、腹腔镜微创手术。',
    spot: at('门诊楼', 5, 'A'),
    clinics: [
      {
        code: 'FK',
        name: '妇科',
        intro: '妇科诊治子宫肌瘤、卵巢囊肿、宫颈病变及月经失调，开展宫颈癌筛查与妇科微创手术。',
        spot: at('门诊楼', 5, 'A'),
        specialities: ['子宫肌瘤', '宫颈病变筛查', '卵巢囊肿', '月经失调', '盆底功能障碍'],
        doctorCount: 2,
      },
      {
        code: 'CK',
        name: '产科',
        intro: '产科提供孕前咨询、产前检查、高危妊娠管理与分娩镇痛，设有孕妇学校。',
        spot: at('门诊楼', 5, 'B'),
        specialities: ['产前检查', '高危妊娠', '妊娠期糖尿病', '分娩镇痛', '产后康复'],
        doctorCount: 2,
      },
    ],
  },
  {
    code: 'EK',
    name: '儿科',
    intro: '儿科为十四岁以下儿童提供诊疗与保健服务，候诊区设有儿童游乐角与母婴室。',
    spot: at('门诊楼', 1, 'C'),
    clinics: [
      {
        code: 'XENK',
        name: '小儿内科',
        intro: '小儿内科诊治儿童呼吸道感染、腹泻、哮喘及生长发育问题，提供儿童保健与疫苗咨询。',
        spot: at('门诊楼', 1, 'C'),
        specialities: ['儿童呼吸道感染', '儿童哮喘', '小儿消化', '生长发育评估', '新生儿黄疸'],
        doctorCount: 3,
      },
      {
        code: 'XEWK',
        name: '小儿外科',
        intro: '小儿外科诊治儿童疝气、包茎、隐睾及先天畸形，以日间手术为主，减少住院时间。',
        spot: at('门诊楼', 1, 'D'),
        specialities: ['小儿疝气', '隐睾与包茎', '儿童急腹症', '先天性畸形'],
        doctorCount: 1,
      },
    ],
  },
  {
    code: 'WGK',
    name: '五官科',
    intro: '五官科包括眼科、耳鼻咽喉科与口腔科，配备裂隙灯、电子鼻咽镜及数字化口腔诊疗设备。',
    spot: at('医技楼', 3, 'A'),
    clinics: [
      {
        code: 'YK',
        name: '眼科',
        intro: '眼科开展白内障超声乳化、青光眼、眼底病及儿童屈光不正的诊治与近视防控。',
        spot: at('医技楼', 3, 'A'),
        specialities: ['白内障手术', '青光眼', '糖尿病视网膜病变', '儿童近视防控', '干眼症'],
        doctorCount: 2,
      },
      {
        code: 'EBHK',
        name: '耳鼻咽喉科',
        intro: '耳鼻咽喉头颈外科诊治鼻炎、鼻窦炎、中耳炎、听力下降及咽喉疾病，开展鼻内镜手术。',
        spot: at('医技楼', 3, 'B'),
        specialities: ['慢性鼻窦炎', '过敏性鼻炎', '中耳炎与听力下降', '声带息肉', '鼾症'],
        doctorCount: 2,
      },
      {
        code: 'KQK',
        name: '口腔科',
        intro: '口腔科提供牙体牙髓治疗、牙周治疗、拔牙、修复与儿童口腔保健服务。',
        spot: at('医技楼', 3, 'C'),
        specialities: ['根管治疗', '阻生智齿拔除', '牙周病', '义齿修复', '儿童龋齿防治'],
        doctorCount: 2,
      },
    ],
  },
  {
    code: 'ZHK',
    name: '综合专科',
    intro: '综合专科包括皮肤科、中医科、康复医学科与急诊科，为患者提供多学科支持。',
    spot: at('门诊楼', 1, 'A'),
    clinics: [
      {
        code: 'PFK',
        name: '皮肤科',
        intro: '皮肤科诊治湿疹、荨麻疹、痤疮、银屑病及皮肤感染，开展皮肤镜检查与光疗。',
        spot: at('门诊楼', 3, 'D'),
        specialities: ['湿疹与皮炎', '荨麻疹', '痤疮', '银屑病', '带状疱疹'],
        doctorCount: 2,
      },
      {
        code: 'ZYK',
        name: '中医科',
        intro: '中医科以辨证论治为核心，提供中药调理、针灸、推拿与冬病夏治三伏贴服务。',
        spot: at('门诊楼', 5, 'C'),
        specialities: ['中医内科调理', '针灸治疗', '失眠与焦虑', '脾胃病', '颈肩腰腿痛'],
        doctorCount: 2,
      },
      {
        code: 'KFYXK',
        name: '康复医学科',
        intro: '康复医学科为脑卒中、骨科术后及慢性疼痛患者制定个体化康复方案。',
        spot: at('医技楼', 1, 'B'),
        specialities: ['卒中后康复', '骨科术后康复', '慢性疼痛', '吞咽与言语障碍'],
        doctorCount: 1,
      },
      {
        code: 'JZK',
        name: '急诊科',
        intro: '急诊科二十四小时开放，设有抢救室、留观室与胸痛、卒中、创伤绿色通道。',
        spot: at('急诊楼', 1, 'A'),
        specialities: ['急危重症抢救', '急性中毒', '多发伤救治', '心肺复苏'],
        doctorCount: 2,
        openEveryDay: true,
      },
    ],
  },
];
