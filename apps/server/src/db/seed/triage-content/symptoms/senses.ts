import { symptomsOf } from '../symptom-builder.ts';

const eye = symptomsOf('eyes');
const ear = symptomsOf('ears');
const nose = symptomsOf('nose');

export const eyeSymptoms = [
  eye('eye-pain', '眼痛', '眼球或眼眶疼痛，转动眼睛时加重', { all: { YK: 8 } }),
  eye('red-eye', '眼红', '眼白发红、充血', { all: { YK: 8 } }),
  eye('blurred-vision', '视物模糊', '看东西不清楚，像隔了一层雾', {
    all: { YK: 8 },
    adults: { NFMK: 2 },
  }),
  eye('sudden-vision-loss', '突然看不见', '一只或两只眼睛突然看不见，或视野突然缺了一块', {
    all: { JZK: 8, YK: 8 },
    adults: { SJNK: 6 },
  }),
  eye('double-vision', '看东西重影', '一个东西看成两个', { all: { YK: 6 }, adults: { SJNK: 6 } }),
  eye('itchy-eyes', '眼痒', '眼睛发痒，忍不住揉眼', { all: { YK: 8 } }),
  eye('eye-discharge', '眼屎多', '眼睛分泌物增多，早上睁眼困难', { all: { YK: 8 } }),
  eye('dry-eyes', '眼干', '眼睛干涩、有异物感，容易疲劳', { all: { YK: 8 } }),
  eye('eye-injury', '眼外伤', '眼睛被撞击、进了异物，或被化学品溅到', { all: { YK: 9, JZK: 4 } }),
];

export const earSymptoms = [
  ear('ear-pain', '耳痛', '耳朵里面或周围疼痛', { all: { EBHK: 8 } }),
  ear('hearing-loss', '听力下降', '听不清别人说话，或一侧耳朵听不见', { all: { EBHK: 9 } }),
  ear('tinnitus', '耳鸣', '耳朵里有嗡嗡声或蝉鸣声，安静时更明显', {
    all: { EBHK: 8 },
    adults: { SJNK: 2 },
  }),
  ear('ear-discharge', '耳朵流脓', '耳朵里流出脓液或其他液体', { all: { EBHK: 9 } }),
  ear('ear-itch', '耳痒', '耳道发痒，总想掏耳朵', { all: { EBHK: 7 } }),
];

export const noseSymptoms = [
  nose('stuffy-nose', '鼻塞', '鼻子不通气，要用嘴呼吸', {
    adults: { EBHK: 7 },
    children: { EBHK: 4, XENK: 5 },
  }),
  nose('runny-nose', '流鼻涕', '鼻涕多，清水样或黄脓样', {
    adults: { EBHK: 5, HXNK: 3 },
    children: { XENK: 6 },
  }),
  nose('nosebleed', '鼻出血', '鼻子流血，可从一侧或两侧流出', { all: { EBHK: 8, JZK: 2 } }),
  nose('sneezing', '打喷嚏', '频繁打喷嚏，常伴鼻子发痒', { all: { EBHK: 7 } }),
  nose('smell-loss', '闻不到气味', '嗅觉减退或完全闻不到', {
    all: { EBHK: 8 },
    adults: { SJNK: 2 },
  }),
  nose('snoring', '打鼾', '睡觉打呼噜，有时憋气或突然憋醒', {
    all: { EBHK: 7 },
    adults: { HXNK: 5 },
    children: { XENK: 3 },
    alsoIn: ['mind'],
  }),
];
