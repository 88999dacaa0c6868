export interface FloorSeed {
  level: number;
  /** Services on the floor other than the clinics, which come from the department tree. */
  places: readonly { name: string; description: string }[];
}

export interface BuildingSeed {
  name: string;
  intro: string;
  floors: readonly FloorSeed[];
}

const place = (name: string, description = '') => ({ name, description });

export const BUILDINGS: readonly BuildingSeed[] = [
  {
    name: '门诊楼',
    intro: '位于医院正门北侧，一层为挂号收费与药房，二至五层为各专科诊区。',
    floors: [
      {
        level: 1,
        places: [
          place('门诊大厅', '导医服务台、自助挂号缴费机'),
          place('挂号收费处', '1-8号窗口，医保与自费均可办理'),
          place('西药房', '凭缴费凭证取药'),
          place('中药房', '中药饮片与代煎服务'),
          place('便民服务中心', '轮椅租借、复印、邮寄病历'),
        ],
      },
      { level: 2, places: [place('内镜中心', '胃肠镜检查，请提前按预约时间到达')] },
      { level: 3, places: [place('采血处', '空腹采血请于上午十点前到达')] },
      { level: 4, places: [place('门诊手术室', '小型手术与换药')] },
      { level: 5, places: [place('孕妇学校', '每周三下午开课')] },
    ],
  },
  {
    name: '医技楼',
    intro: '与门诊楼二层连廊相通，集中了检验、影像与功能检查科室。',
    floors: [
      {
        level: -1,
        places: [place('放射科', 'CT、磁共振、DR检查'), place('停车场', '地下停车场入口在东侧')],
      },
      {
        level: 1,
        places: [place('检验科', '报告可在手机上查询'), place('超声科', '腹部超声需空腹')],
      },
      { level: 2, places: [place('心电图室', '常规心电图与动态心电图'), place('肺功能室')] },
      { level: 3, places: [] },
      { level: 4, places: [place('体检中心', '团体与个人健康体检')] },
    ],
  },
  {
    name: '急诊楼',
    intro: '二十四小时开放，救护车通道位于西门。',
    floors: [
      { level: 1, places: [place('急诊挂号收费'), place('抢救室'), place('急诊药房', '夜间取药')] },
      { level: 2, places: [place('急诊留观室'), place('发热门诊', '请经室外通道单独进入')] },
    ],
  },
  {
    name: '住院部',
    intro: '共十六层，一层办理入院与出院结算，各病区按科室分布。',
    floors: [
      { level: 1, places: [place('入院处', '办理入院登记、缴纳预交金'), place('出院结算处')] },
      { level: 3, places: [place('手术室', '家属等候区在三楼东侧')] },
      { level: 6, places: [place('心血管内科病区'), place('消化内科病区')] },
      { level: 8, places: [place('骨科病区'), place('普外科病区')] },
      { level: 10, places: [place('妇产科病区'), place('新生儿病房')] },
      { level: 12, places: [place('儿科病区')] },
    ],
  },
];

/** How the map and the department locations name a floor. */
export const floorLabel = (level: number): string => `${level < 0 ? `负${-level}` : level}楼`;
