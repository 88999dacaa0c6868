import { symptomsOf } from '../symptom-builder.ts';

const symptom = symptomsOf('chest');

export const chestSymptoms = [
  symptom('chest-pain', '胸痛', '胸口疼痛、压榨感或闷痛', {
    all: { JZK: 5 },
    adults: { XXGNK: 8 },
    children: { XENK: 6 },
  }),
  symptom('chest-tightness', '胸闷', '胸口发闷，像压了一块石头', {
    adults: { XXGNK: 7, HXNK: 5 },
    children: { XENK: 7 },
  }),
  symptom('palpitations', '心慌', '心跳很快、很乱或很重，自己能感觉到', {
    adults: { XXGNK: 8, NFMK: 2 },
    children: { XENK: 7 },
  }),
  symptom('shortness-of-breath', '气短', '稍微活动就喘不上气，要停下来歇', {
    adults: { HXNK: 7, XXGNK: 6 },
    children: { XENK: 7 },
  }),
  symptom('breathing-difficulty', '呼吸困难', '呼吸非常费力、憋气，说不出完整的一句话', {
    all: { JZK: 10 },
    adults: { HXNK: 6 },
    children: { XENK: 6 },
  }),
  symptom('cough', '咳嗽', '干咳或有痰的咳嗽', {
    adults: { HXNK: 8 },
    children: { XENK: 8 },
    alsoIn: ['mouth-throat'],
  }),
  symptom('sputum', '咳痰', '咳出白色、黄色或绿色的痰', {
    adults: { HXNK: 8 },
    children: { XENK: 8 },
  }),
  symptom('wheezing', '喘息', '呼吸时有哮鸣音，像拉风箱一样', {
    adults: { HXNK: 8 },
    children: { XENK: 8 },
  }),
  symptom('coughing-blood', '痰中带血', '咳出的痰里有血丝或少量血', {
    all: { JZK: 3 },
    adults: { HXNK: 8 },
    children: { XENK: 6 },
  }),
  symptom('massive-hemoptysis', '大口咯血', '一次咳出一大口或多口鲜血', {
    all: { JZK: 10 },
    adults: { HXNK: 6 },
    children: { XENK: 5 },
  }),
  symptom('sweating', '大汗', '没有运动却出很多汗、冷汗', {
    adults: { XXGNK: 3, NFMK: 2 },
    children: { XENK: 3 },
    alsoIn: ['whole-body'],
  }),
  symptom('breast-lump', '乳房肿块', '乳房里摸到硬块，或乳房形状改变', {
    all: { PWK: 8, FK: 3 },
    figures: ['female'],
  }),
  symptom('breast-pain', '乳房胀痛', '乳房胀痛，可随月经周期变化', {
    all: { PWK: 6, FK: 5 },
    figures: ['female'],
  }),
  symptom('nipple-discharge', '乳头溢液', '乳头流出液体或血性液体', {
    all: { PWK: 8 },
    figures: ['female'],
  }),
];
