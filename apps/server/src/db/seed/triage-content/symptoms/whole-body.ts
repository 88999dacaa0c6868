import { symptomsOf } from '../symptom-builder.ts';

const symptom = symptomsOf('whole-body');

/** Fever, weight and other complaints of the whole body, and the emergencies of any part. */
export const wholeBodySymptoms = [
  symptom('fever', '发热', '体温超过37.3℃，觉得身上发烫', {
    adults: { HXNK: 6, JZK: 2 },
    children: { XENK: 9 },
  }),
  symptom('high-fever', '高热', '体温达到39℃或更高', {
    all: { JZK: 5 },
    adults: { HXNK: 6 },
    children: { XENK: 9 },
  }),
  symptom('chills', '怕冷发抖', '怕冷、打寒战，盖被子也发抖', {
    adults: { HXNK: 5 },
    children: { XENK: 6 },
  }),
  symptom('fatigue', '乏力', '总觉得累、没力气，休息后也不缓解', {
    adults: { NFMK: 5, ZYK: 4 },
    children: { XENK: 6 },
  }),
  symptom('weight-loss', '体重下降', '没有刻意减肥，半年内体重减少了十分之一左右', {
    adults: { NFMK: 6, XHNK: 5 },
    children: { XENK: 7 },
  }),
  symptom('weight-gain', '体重增加', '短时间内体重明显增加', {
    adults: { NFMK: 8 },
    children: { XENK: 6 },
  }),
  symptom('thirst-polyuria', '口渴多尿', '总想喝水，小便次数和量都多', {
    adults: { NFMK: 9 },
    children: { XENK: 8 },
  }),
  symptom('edema', '浮肿', '眼皮、脸或全身浮肿，早上明显', {
    adults: { SNK: 8, XXGNK: 3 },
    children: { XENK: 8 },
  }),
  symptom('night-sweats', '盗汗', '睡着后出汗，醒来后停止', {
    adults: { HXNK: 5, NFMK: 4, ZYK: 3 },
    children: { XENK: 6 },
  }),
  symptom('heat-intolerance', '怕热多汗', '比别人怕热、爱出汗，常伴心慌、手抖', {
    adults: { NFMK: 8 },
    children: { XENK: 6 },
  }),
  symptom('unconscious', '意识不清', '叫不醒、反应迟钝，或说胡话、认不出人', {
    all: { JZK: 10 },
    adults: { SJNK: 5 },
    children: { XENK: 5 },
  }),
  symptom('fainting', '晕厥', '突然失去知觉倒地，很快又自己醒来', {
    all: { JZK: 9 },
    adults: { XXGNK: 5, SJNK: 5 },
    children: { XENK: 5 },
  }),
  symptom('convulsions', '抽搐', '四肢抽动、牙关紧闭、叫不应', {
    all: { JZK: 10 },
    adults: { SJNK: 7 },
    children: { XENK: 7 },
  }),
  symptom('heavy-bleeding', '大量出血', '伤口流血不止，用力按压10分钟仍止不住', {
    all: { JZK: 10 },
    adults: { PWK: 5 },
    children: { XEWK: 5 },
    alsoIn: ['skin', 'arms', 'legs'],
  }),
  symptom('poisoning', '误服药物或毒物', '误吃了药物、农药、清洁剂，或吃了可疑的蘑菇', {
    all: { JZK: 10 },
  }),
  symptom('infant-crying', '婴儿哭闹不止', '宝宝持续哭闹，怎么哄都哄不好', {
    all: { XENK: 8 },
    figures: ['child'],
  }),
  symptom('poor-feeding', '吃奶差', '宝宝吃奶明显减少，或拒绝吃奶', {
    all: { XENK: 9 },
    figures: ['child'],
  }),
  symptom('growth-delay', '生长发育落后', '身高、体重，或说话、走路明显落后于同龄孩子', {
    all: { XENK: 9 },
    figures: ['child'],
  }),
];
