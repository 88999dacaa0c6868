import { symptomsOf } from '../symptom-builder.ts';

const arm = symptomsOf('arms');
const leg = symptomsOf('legs');

export const armSymptoms = [
  arm('one-side-weakness', '一侧肢体无力', '突然一侧手脚没力气，拿不住东西或走路偏向一边', {
    all: { JZK: 10 },
    adults: { SJNK: 8 },
    children: { XENK: 6 },
    alsoIn: ['legs'],
  }),
  arm('shoulder-pain', '肩痛', '肩膀疼痛，抬手、梳头受限', { all: { GK: 7, KFYXK: 4, ZYK: 3 } }),
  arm('elbow-pain', '肘部疼痛', '手肘疼痛，拧毛巾、提东西时加重', { all: { GK: 8, KFYXK: 3 } }),
  arm('wrist-hand-pain', '手腕手指疼痛', '手腕或手指关节疼痛、僵硬', { all: { GK: 8, KFYXK: 3 } }),
  arm('hand-numbness', '手麻', '手指发麻、有针刺感', {
    adults: { GK: 5, SJNK: 5, NFMK: 2 },
    children: { XENK: 5 },
  }),
  arm('tremor', '手抖', '手不自主地抖动，拿东西时或静止时明显', {
    all: { SJNK: 8, NFMK: 4 },
    figures: ['male', 'female'],
  }),
  arm('arm-injury', '手臂外伤', '手臂摔伤、扭伤后肿痛，或形状改变', {
    all: { JZK: 3 },
    adults: { GK: 9 },
    children: { XEWK: 7, GK: 6 },
  }),
  arm('joint-swelling', '关节红肿', '关节发红、肿胀、发热、疼痛', {
    adults: { GK: 6, NFMK: 4, ZYK: 2 },
    children: { XENK: 6 },
    alsoIn: ['legs'],
  }),
];

export const legSymptoms = [
  leg('knee-pain', '膝盖疼痛', '膝盖疼痛，上下楼梯或蹲起时加重', {
    all: { GK: 8, KFYXK: 4, ZYK: 2 },
  }),
  leg('leg-injury', '腿脚外伤', '扭伤或摔伤后肿痛，不能走路', {
    all: { JZK: 3 },
    adults: { GK: 9 },
    children: { XEWK: 7, GK: 6 },
  }),
  leg('leg-swelling', '腿肿', '小腿或脚踝浮肿，按下去有坑', {
    adults: { XXGNK: 5, SNK: 5, PWK: 3 },
    children: { XENK: 7 },
  }),
  leg('calf-swelling-pain', '单侧小腿肿痛', '一条小腿突然肿胀、发紧、疼痛', {
    all: { JZK: 4 },
    adults: { PWK: 7 },
    children: { XEWK: 6 },
  }),
  leg('varicose-veins', '腿上青筋凸起', '小腿静脉弯弯曲曲地鼓起来', {
    all: { PWK: 8 },
    figures: ['male', 'female'],
  }),
  leg('leg-cramps', '腿抽筋', '小腿肌肉突然痉挛、疼痛', {
    adults: { GK: 4, NFMK: 3, ZYK: 3 },
    children: { XENK: 6 },
  }),
  leg('heel-pain', '脚跟痛', '早上下床第一步脚跟疼痛', { all: { GK: 7, KFYXK: 4 } }),
  leg('big-toe-pain', '脚趾关节红肿痛', '大脚趾关节突然红肿剧痛，常在夜里发作', {
    all: { NFMK: 6, GK: 6 },
    figures: ['male', 'female'],
  }),
  leg('limping', '走路跛行', '走路一瘸一拐', {
    adults: { GK: 7, SJNK: 3 },
    children: { XEWK: 6, GK: 5 },
  }),
  leg('foot-wound', '脚上伤口不愈合', '脚上的小伤口很久不好，或皮肤发黑，糖尿病人尤需注意', {
    all: { NFMK: 7, PWK: 6 },
    figures: ['male', 'female'],
  }),
];
