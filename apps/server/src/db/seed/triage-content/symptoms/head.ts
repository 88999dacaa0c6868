import { symptomsOf } from '../symptom-builder.ts';

const symptom = symptomsOf('head');

export const headSymptoms = [
  symptom('headache', '头痛', '头部胀痛、跳痛或像被箍紧一样疼', {
    adults: { SJNK: 8, ZYK: 2 },
    children: { XENK: 8 },
  }),
  symptom(
    'sudden-severe-headache',
    '突发剧烈头痛',
    '突然出现、像被重击一样的剧烈头痛，是一生中最痛的一次',
    {
      all: { JZK: 10 },
      adults: { SJWK: 6, SJNK: 5 },
      children: { XENK: 5 },
    },
  ),
  symptom('dizziness', '头晕', '头昏沉、站不稳，或起身时眼前发黑', {
    adults: { SJNK: 7, XXGNK: 3, EBHK: 2 },
    children: { XENK: 7 },
  }),
  symptom('vertigo', '眩晕', '感觉自己或周围在旋转，常伴恶心、呕吐', {
    adults: { SJNK: 6, EBHK: 6 },
    children: { XENK: 6 },
    alsoIn: ['ears'],
  }),
  symptom('head-injury', '头部外伤', '头被撞击或摔伤后疼痛、起包或出血', {
    all: { JZK: 4 },
    adults: { SJWK: 8 },
    children: { XEWK: 8 },
  }),
  symptom('face-droop', '口角歪斜', '一侧嘴角下垂、喝水漏水，或笑起来两边脸不对称', {
    all: { JZK: 10 },
    adults: { SJNK: 8 },
    children: { XENK: 6 },
  }),
  symptom('slurred-speech', '说话不清', '突然口齿不清、说不出话，或听不懂别人说话', {
    all: { JZK: 10 },
    adults: { SJNK: 8 },
    children: { XENK: 6 },
  }),
  symptom('memory-loss', '记忆力减退', '最近的事容易忘，反复问同样的问题', {
    adults: { SJNK: 8, ZYK: 2 },
    figures: ['male', 'female'],
    alsoIn: ['mind'],
  }),
  symptom('hair-loss', '脱发', '头发明显变稀，或成片脱落', {
    all: { PFK: 8, ZYK: 2 },
    alsoIn: ['skin'],
  }),
];
