import { symptomsOf } from '../symptom-builder.ts';

const symptom = symptomsOf('mind');

/** The demo hospital has no psychiatry: its sleep and mood clinic sits in neurology. */
export const mindSymptoms = [
  symptom('low-mood', '情绪低落', '两周以上开心不起来，对什么都没兴趣', {
    adults: { SJNK: 7, ZYK: 3 },
    children: { XENK: 5 },
  }),
  symptom('anxiety', '焦虑紧张', '经常莫名担心、紧张，坐立不安', {
    adults: { SJNK: 7, ZYK: 3 },
    children: { XENK: 5 },
  }),
  symptom('panic-attacks', '惊恐发作', '突然强烈害怕，伴心慌、胸闷、手脚发麻，觉得要死了', {
    all: { SJNK: 6, XXGNK: 3 },
    figures: ['male', 'female'],
  }),
  symptom('irritability', '烦躁易怒', '容易发脾气，一点小事就烦', {
    adults: { SJNK: 5, ZYK: 4, NFMK: 3 },
    children: { XENK: 5 },
  }),
  symptom('insomnia', '失眠', '入睡困难、夜里容易醒，或醒得太早', {
    adults: { SJNK: 7, ZYK: 5 },
    children: { XENK: 5 },
  }),
  symptom('daytime-sleepiness', '白天嗜睡', '白天总想睡觉，开会、看书时也会睡着', {
    adults: { SJNK: 6, HXNK: 3 },
    children: { XENK: 5 },
  }),
  symptom('hallucinations', '幻觉', '听到或看到别人感觉不到的声音、东西', {
    adults: { SJNK: 8 },
    children: { XENK: 5 },
  }),
  symptom('suicidal-thoughts', '轻生念头', '有伤害自己或不想活下去的想法', {
    all: { JZK: 10 },
    adults: { SJNK: 6 },
    children: { XENK: 5 },
  }),
];
