import { symptomsOf } from '../symptom-builder.ts';

const symptom = symptomsOf('skin');

export const skinSymptoms = [
  symptom('rash', '皮疹', '皮肤上出现红点、红斑或小疙瘩', {
    adults: { PFK: 9 },
    children: { PFK: 6, XENK: 5 },
  }),
  symptom('itchy-skin', '皮肤瘙痒', '皮肤发痒，忍不住抓', { all: { PFK: 9 } }),
  symptom('hives', '风团', '皮肤突然起大片高出皮面的红色风团，很痒，几小时内消退', {
    all: { PFK: 8 },
    children: { XENK: 4 },
  }),
  symptom('lip-swelling', '嘴唇眼睑突然肿', '吃药、吃东西或被蜇后，嘴唇、眼皮或脸突然肿起来', {
    all: { PFK: 7, JZK: 5 },
    children: { XENK: 4 },
    alsoIn: ['mouth-throat'],
  }),
  symptom('eczema', '湿疹', '皮肤反复发红、粗糙、渗水，很痒', {
    all: { PFK: 9 },
    children: { XENK: 3 },
  }),
  symptom('acne', '痤疮', '脸上、背上反复长粉刺、痘痘', { all: { PFK: 9 } }),
  symptom('shingles', '带状疱疹', '身体一侧出现成簇的水疱，伴明显疼痛', { all: { PFK: 9 } }),
  symptom('mole-change', '痣变化', '痣变大、颜色不均、出血或边缘不规则', {
    all: { PFK: 8, PWK: 3 },
  }),
  symptom('skin-lump', '皮下包块', '皮肤下面摸到能活动的包块', {
    adults: { PWK: 7, PFK: 4 },
    children: { XEWK: 7 },
  }),
  symptom('skin-infection', '皮肤红肿热痛', '一片皮肤发红、肿胀、发热、疼痛，或鼓起脓包', {
    all: { PFK: 6 },
    adults: { PWK: 6 },
    children: { XEWK: 5 },
  }),
  symptom('burn', '烧烫伤', '被热水、火、化学品烧伤或烫伤', {
    all: { JZK: 5 },
    adults: { PWK: 7 },
    children: { XEWK: 7 },
  }),
  symptom('wound', '皮肤伤口', '割伤、擦伤，或被猫狗咬伤、抓伤', {
    all: { JZK: 5 },
    adults: { PWK: 7 },
    children: { XEWK: 7 },
  }),
];
