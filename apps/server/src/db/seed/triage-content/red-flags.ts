import type { RedFlagRule, TriageClause, TriageFact } from '@hospital/contract';

const symptom = (code: string): TriageFact => ({ kind: 'symptom', symptom: code });
const answered = (question: string, option: string): TriageFact => ({
  kind: 'answer',
  question,
  option,
});
const temperatureAtLeast = (value: number): TriageFact => ({
  kind: 'atLeast',
  question: 'max-temperature',
  value,
});
const youngerThanMonths = (value: number): TriageFact => ({ kind: 'ageMonthsBelow', value });

/** Each argument is one clause: all of its facts together fire the rule. */
const anyOf = (...clauses: TriageFact[][]): RedFlagRule['when'] => ({
  anyOf: clauses.map((allOf): TriageClause => ({ allOf })),
});

const CALL_NOW = '请立即拨打120或前往急诊科';
const TRIAGE_CONSENSUS = '《急诊预检分诊专家共识》（中华急诊医学杂志，2018）';

/**
 * What sends a patient to the emergency room whatever else was answered. Each rule fires
 * on symptoms alone where it can, so the guidance figure diverts too; answers and age add
 * clauses the pre-diagnosis form can meet.
 */
export const redFlags: RedFlagRule[] = [
  {
    code: 'chest-pain-sweating',
    name: '胸痛伴出汗、气短或放射痛',
    advice: `可能是急性心肌梗死等危急情况。${CALL_NOW}，不要自行驾车；停止活动、坐下或半躺休息，等待救护车。`,
    when: anyOf(
      [symptom('chest-pain'), symptom('sweating')],
      [symptom('chest-pain'), answered('chest-pain-with', 'sweating')],
      [symptom('chest-pain'), answered('chest-pain-with', 'breathless')],
      [symptom('chest-pain'), answered('chest-pain-with', 'radiating')],
    ),
    source:
      '《急性冠脉综合征急诊快速诊治指南》（2019）及中国胸痛中心认证标准：胸痛伴出汗、气促或放射痛为高危表现',
  },
  {
    code: 'tearing-pain',
    name: '撕裂样胸背痛',
    advice: `可能是主动脉夹层等危急情况。${CALL_NOW}，保持安静、不要用力和走动。`,
    when: anyOf([symptom('tearing-back-pain')], [answered('pain-character', 'tearing')]),
    source:
      '《主动脉夹层诊断与治疗规范中国专家共识》（2017）：突发撕裂样胸背痛须立即排查主动脉夹层',
  },
  {
    code: 'stroke-signs',
    name: '疑似脑卒中',
    advice: `可能是脑卒中（中风），抢救越早越好。${CALL_NOW}，记下发病时间；不要喂水喂药，不要等症状自行好转。`,
    when: anyOf(
      [symptom('one-side-weakness')],
      [symptom('face-droop')],
      [symptom('slurred-speech')],
      [symptom('sudden-vision-loss')],
    ),
    source: '中国卒中中心“中风120”及BE-FAST识别；《中国急性缺血性脑卒中诊治指南2018》',
  },
  {
    code: 'sudden-headache',
    name: '突发剧烈头痛',
    advice: `可能是脑出血或蛛网膜下腔出血。${CALL_NOW}，平躺休息，不要自行服用止痛药后等待。`,
    when: anyOf([symptom('sudden-severe-headache')]),
    source: '《中国蛛网膜下腔出血诊治指南2019》：突发剧烈头痛须立即就诊排查',
  },
  {
    code: 'breathing-difficulty',
    name: '呼吸困难',
    advice: `${CALL_NOW}。保持坐位或半坐位，解开领口，有哮喘急救药的先按医嘱使用。`,
    when: anyOf([symptom('breathing-difficulty')]),
    source: `${TRIAGE_CONSENSUS}：呼吸窘迫属危重，须立即处置`,
  },
  {
    code: 'anaphylaxis',
    name: '严重过敏反应',
    advice: `可能是严重过敏反应，会迅速危及呼吸。${CALL_NOW}；远离可疑过敏物，有肾上腺素笔的立即使用。`,
    when: anyOf(
      [symptom('throat-swelling')],
      [symptom('lip-swelling'), symptom('wheezing')],
      [symptom('hives'), symptom('wheezing')],
      [symptom('lip-swelling'), symptom('dizziness')],
      [symptom('hives'), symptom('dizziness')],
    ),
    source:
      '《严重过敏反应诊断和临床管理专家共识》（2019）；世界过敏组织（WAO）严重过敏反应指南（2020）',
  },
  {
    code: 'heavy-bleeding',
    name: '大量出血',
    advice: `${CALL_NOW}。外伤出血用干净的布用力压住伤口；呕血时侧躺防止呛咳；不要进食喝水。`,
    when: anyOf(
      [symptom('heavy-bleeding')],
      [symptom('vomiting-blood')],
      [symptom('heavy-stool-blood')],
      [symptom('heavy-vaginal-bleeding')],
      [symptom('massive-hemoptysis')],
    ),
    source: `${TRIAGE_CONSENSUS}；《急性上消化道出血急诊诊治流程专家共识》（2020）`,
  },
  {
    code: 'pregnancy-bleeding',
    name: '怀孕期间腹痛或出血',
    advice: `可能是宫外孕、先兆流产等危急情况。${CALL_NOW}（产科急诊），不要独自前往。`,
    when: anyOf(
      [symptom('pregnancy-bleeding')],
      [answered('pregnancy', 'yes'), symptom('vaginal-bleeding')],
      [answered('pregnancy', 'possible'), symptom('vaginal-bleeding')],
      [answered('pregnancy', 'yes'), symptom('lower-abdominal-pain')],
      [answered('pregnancy', 'possible'), symptom('lower-abdominal-pain')],
    ),
    source: '《妇产科学》（第9版，人民卫生出版社）：停经或妊娠后腹痛、阴道流血须首先排除异位妊娠',
  },
  {
    code: 'severe-abdominal-pain',
    name: '突发剧烈腹痛',
    advice: `可能是穿孔、梗阻等急腹症。${CALL_NOW}；在医生看过之前不要吃东西、喝水或服止痛药。`,
    when: anyOf([symptom('severe-abdominal-pain')]),
    source: `${TRIAGE_CONSENSUS}：急性剧烈腹痛须优先评估`,
  },
  {
    code: 'infant-fever',
    name: '小婴儿发热',
    advice: `3个月以下宝宝发热，或6个月以下宝宝体温达到39℃，可能是严重感染。${CALL_NOW}（儿科急诊），不要只在家观察。`,
    when: anyOf(
      [youngerThanMonths(3), symptom('fever')],
      [youngerThanMonths(3), symptom('high-fever')],
      [youngerThanMonths(3), temperatureAtLeast(38)],
      [youngerThanMonths(6), symptom('high-fever')],
      [youngerThanMonths(6), temperatureAtLeast(39)],
    ),
    source:
      '《中国0至5岁儿童病因不明急性发热诊断和处理若干问题循证指南》（2016）；英国NICE《5岁以下儿童发热》（NG143）',
  },
  {
    code: 'fever-stiff-neck',
    name: '发热伴脖子发硬',
    advice: `可能是脑膜炎等中枢神经系统感染。${CALL_NOW}。`,
    when: anyOf(
      [symptom('fever'), symptom('stiff-neck')],
      [symptom('high-fever'), symptom('stiff-neck')],
    ),
    source: '《神经病学》（第9版，人民卫生出版社）：发热伴颈项强直提示脑膜炎，须紧急处理',
  },
  {
    code: 'hyperpyrexia',
    name: '超高热',
    advice: `体温达到41℃以上会损伤脏器。${CALL_NOW}；路上减少衣物、用温水擦身降温。`,
    when: anyOf([temperatureAtLeast(41)]),
    source: '《诊断学》（第9版，人民卫生出版社）：体温41℃以上为超高热',
  },
  {
    code: 'convulsions',
    name: '抽搐',
    advice: `${CALL_NOW}。让患者侧躺，移开周围硬物；不要往嘴里塞东西，不要强行按住肢体。`,
    when: anyOf([symptom('convulsions')]),
    source: `${TRIAGE_CONSENSUS}；《惊厥性癫痫持续状态监护与治疗（成人）中国专家共识》（2014）`,
  },
  {
    code: 'unconsciousness',
    name: '意识不清或晕厥',
    advice: `${CALL_NOW}。让患者平躺、头偏向一侧，保持呼吸通畅；不要喂水喂药。`,
    when: anyOf([symptom('unconscious')], [symptom('fainting')]),
    source: `${TRIAGE_CONSENSUS}；《晕厥诊断与治疗中国专家共识》（2018）`,
  },
  {
    code: 'poisoning',
    name: '误服药物或毒物',
    advice: `${CALL_NOW}，带上误服的药瓶或包装；不要自行催吐，除非医生指导。`,
    when: anyOf([symptom('poisoning')]),
    source: '《急性中毒诊断与治疗中国专家共识》（2016）',
  },
  {
    code: 'suicidal-thoughts',
    name: '轻生念头',
    advice:
      '你的安全最重要。请马上告诉身边信任的人陪着你，并立即前往急诊科或拨打120；也可以拨打当地心理援助热线。',
    when: anyOf([symptom('suicidal-thoughts')], [answered('self-harm', 'yes')]),
    source:
      '世界卫生组织（WHO）《预防自杀：一项全球要务》（2014）：有自伤或轻生念头者须立即获得帮助',
  },
];
