import type { BodyPart } from '@hospital/contract';

const everyone = ['male', 'female', 'child'] as const;

const part = (code: string, name: string, region: BodyPart['region'], sort: number): BodyPart => ({
  code,
  name,
  region,
  figures: [...everyone],
  sort,
});

/**
 * The parts the guidance figure offers. The head region holds five parts, so a tap on the
 * head asks which of them; skin, the whole body and the mind have no place on the figure
 * and are offered in the list only.
 */
export const bodyParts: BodyPart[] = [
  part('head', '头部', 'head', 10),
  part('eyes', '眼睛', 'head', 20),
  part('ears', '耳朵', 'head', 30),
  part('nose', '鼻子', 'head', 40),
  part('mouth-throat', '口腔与咽喉', 'head', 50),
  part('neck', '颈部', 'neck', 60),
  part('chest', '胸部', 'chest', 70),
  part('upper-abdomen', '上腹部', 'upper-abdomen', 80),
  part('lower-abdomen', '下腹部', 'lower-abdomen', 90),
  part('pelvis', '泌尿生殖', 'pelvis', 100),
  part('back', '背部', 'back', 110),
  part('waist', '腰部', 'waist', 120),
  part('buttocks-anus', '臀部与肛门', 'buttocks', 130),
  part('arms', '上肢', 'arms', 140),
  part('legs', '下肢', 'legs', 150),
  part('skin', '皮肤', null, 160),
  part('whole-body', '全身', null, 170),
  part('mind', '情绪与睡眠', null, 180),
];
