import { symptomsOf } from '../symptom-builder.ts';

const back = symptomsOf('back');
const waist = symptomsOf('waist');

export const backSymptoms = [
  back('back-pain', '背痛', '后背或两侧肩胛骨之间酸痛', { all: { GK: 7, KFYXK: 3, ZYK: 2 } }),
  back('tearing-back-pain', '撕裂样胸背痛', '突然出现撕裂样、刀割样的胸背部剧痛', {
    all: { JZK: 10 },
    adults: { XXGNK: 6 },
    children: { XENK: 4 },
    alsoIn: ['chest'],
  }),
  back('spine-curve', '脊柱侧弯', '两肩不一样高，弯腰时背部一侧隆起', { all: { GK: 8 } }),
  back('hunchback', '驼背', '背部向后弓起，站不直', { all: { GK: 7, KFYXK: 4 } }),
];

export const waistSymptoms = [
  waist('low-back-pain', '腰痛', '腰部酸痛，弯腰或久坐后加重', {
    all: { GK: 7, KFYXK: 4, ZYK: 3 },
  }),
  waist('flank-colic', '腰部绞痛', '一侧腰部突然绞痛，可向下腹或大腿根放射', {
    all: { JZK: 4 },
    adults: { MNWK: 8 },
    children: { XENK: 5, XEWK: 4 },
  }),
  waist('sciatica', '腰腿放射痛', '腰痛并沿臀部、大腿后侧向下放射，或腿发麻', {
    all: { GK: 8, KFYXK: 4 },
    figures: ['male', 'female'],
    alsoIn: ['legs', 'buttocks-anus'],
  }),
  waist('back-sprain', '闪腰', '搬东西或弯腰时腰部扭伤，活动受限', {
    all: { GK: 7, ZYK: 4, KFYXK: 3 },
  }),
];
