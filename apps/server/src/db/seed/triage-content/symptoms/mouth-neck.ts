import { symptomsOf } from '../symptom-builder.ts';

const mouth = symptomsOf('mouth-throat');
const neck = symptomsOf('neck');

export const mouthThroatSymptoms = [
  mouth('sore-throat', '咽喉痛', '喉咙疼痛，吞咽时加重', {
    adults: { EBHK: 8, HXNK: 3 },
    children: { XENK: 7, EBHK: 3 },
  }),
  mouth('hoarseness', '声音嘶哑', '说话声音变粗、变哑，或发不出声', { all: { EBHK: 8 } }),
  mouth('throat-swelling', '喉咙发紧肿胀', '喉咙突然发紧、肿胀，吞咽或说话困难', {
    all: { JZK: 10, EBHK: 6 },
  }),
  mouth('swallowing-difficulty', '吞咽困难', '咽东西费力，有卡住的感觉', {
    adults: { XHNK: 6, EBHK: 6 },
    children: { XENK: 6 },
  }),
  mouth('toothache', '牙痛', '牙齿疼痛，遇冷热或咬东西时加重', { all: { KQK: 9 } }),
  mouth('gum-bleeding', '牙龈出血', '刷牙或吃东西时牙龈出血', { all: { KQK: 8 } }),
  mouth('mouth-ulcer', '口腔溃疡', '嘴里反复出现小的破溃，一碰就疼', { all: { KQK: 8, ZYK: 2 } }),
  mouth('bad-breath', '口臭', '嘴里有明显异味，刷牙后仍有', {
    all: { KQK: 6 },
    adults: { XHNK: 4 },
    children: { XENK: 3 },
  }),
  mouth('dry-mouth', '口干', '嘴里发干，总想喝水润口', {
    adults: { NFMK: 6, KQK: 3 },
    children: { XENK: 5 },
  }),
  mouth('jaw-pain', '下巴关节痛', '张嘴、咀嚼时耳朵前面的关节疼痛或弹响', { all: { KQK: 8 } }),
];

export const neckSymptoms = [
  neck('neck-pain', '颈部疼痛', '脖子后面酸痛，转头受限', { all: { GK: 7, KFYXK: 3, ZYK: 2 } }),
  neck('neck-lump', '颈部肿块', '脖子上摸到包块或肿大的“小疙瘩”', {
    adults: { PWK: 7, EBHK: 4, NFMK: 3 },
    children: { XENK: 6, XEWK: 4 },
  }),
  neck('thyroid-swelling', '甲状腺肿大', '脖子前面、喉结下方变粗或摸到结节', {
    adults: { NFMK: 8, PWK: 5 },
    children: { XENK: 6 },
  }),
  neck('stiff-neck', '脖子发硬', '脖子僵硬，低头时下巴碰不到胸口', {
    all: { JZK: 3 },
    adults: { SJNK: 6 },
    children: { XENK: 7 },
  }),
];
