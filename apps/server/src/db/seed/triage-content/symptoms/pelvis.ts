import { symptomsOf } from '../symptom-builder.ts';

const pelvis = symptomsOf('pelvis');
const buttocks = symptomsOf('buttocks-anus');

/** Urinary complaints for everyone, then a woman's, a man's and a child's own. */
export const pelvisSymptoms = [
  pelvis('frequent-urination', '尿频尿急', '总想小便，憋不住，每次量却不多', {
    adults: { MNWK: 7, SNK: 4 },
    children: { XENK: 7 },
  }),
  pelvis('painful-urination', '尿痛', '小便时疼痛或有烧灼感', {
    adults: { MNWK: 8 },
    children: { XENK: 7 },
  }),
  pelvis('blood-in-urine', '血尿', '尿液发红，或像洗肉水的颜色', {
    adults: { MNWK: 8, SNK: 5 },
    children: { XENK: 7 },
  }),
  pelvis('difficulty-urinating', '排尿困难', '尿不出来、尿线变细，或要等很久才尿出', {
    adults: { MNWK: 9 },
    children: { XEWK: 5, XENK: 4 },
  }),
  pelvis('foamy-urine', '尿中泡沫多', '小便后泡沫多，很久不散', {
    adults: { SNK: 8, NFMK: 2 },
    children: { XENK: 7 },
  }),
  pelvis('irregular-periods', '月经不调', '月经提前、推后，或量明显变多变少', {
    all: { FK: 9, ZYK: 3 },
    figures: ['female'],
  }),
  pelvis('period-pain', '痛经', '月经前后或经期下腹疼痛', {
    all: { FK: 8, ZYK: 4 },
    figures: ['female'],
    alsoIn: ['lower-abdomen'],
  }),
  pelvis('abnormal-discharge', '白带异常', '白带增多，颜色或气味改变', {
    all: { FK: 9 },
    figures: ['female'],
  }),
  pelvis('vaginal-bleeding', '非经期阴道出血', '不在月经期间阴道出血，或绝经后又出血', {
    all: { FK: 9 },
    figures: ['female'],
  }),
  pelvis('heavy-vaginal-bleeding', '阴道大量出血', '短时间内阴道流血很多，一小时就湿透一片卫生巾', {
    all: { JZK: 10, FK: 7, CK: 7 },
    figures: ['female'],
  }),
  pelvis('pregnancy-bleeding', '孕期腹痛或出血', '怀孕期间肚子疼，或阴道流血', {
    all: { CK: 9, JZK: 5 },
    figures: ['female'],
    alsoIn: ['lower-abdomen'],
  }),
  pelvis('menopause-discomfort', '更年期不适', '潮热、出汗、烦躁、月经紊乱', {
    all: { FK: 7, NFMK: 4, ZYK: 3 },
    figures: ['female'],
  }),
  pelvis('vulvar-itch', '外阴瘙痒', '外阴发痒，可伴红肿', {
    all: { FK: 8, PFK: 3 },
    figures: ['female'],
  }),
  pelvis('genital-sores', '生殖器皮肤破溃', '外阴或生殖器出现水疱、溃疡或小肉赘', {
    all: { PFK: 8 },
    adults: { FK: 4, MNWK: 4 },
    figures: ['male', 'female'],
  }),
  pelvis('testicle-pain', '睾丸疼痛', '阴囊或睾丸疼痛、肿胀', {
    all: { JZK: 4 },
    adults: { MNWK: 8 },
    children: { XEWK: 9 },
    figures: ['male', 'child'],
  }),
  pelvis('scrotal-swelling', '阴囊肿大', '阴囊一侧或两侧变大，可无疼痛', {
    adults: { MNWK: 8 },
    children: { XEWK: 9 },
    figures: ['male', 'child'],
  }),
  pelvis('erection-problems', '性功能障碍', '勃起困难，或过早射精', {
    all: { MNWK: 8, ZYK: 3 },
    figures: ['male'],
  }),
  pelvis('urethral-discharge', '尿道口流脓', '尿道口有分泌物或流脓', {
    all: { MNWK: 8, PFK: 4 },
    figures: ['male'],
  }),
  pelvis('bedwetting', '尿床', '5岁以上的孩子夜里仍经常尿床', {
    all: { XENK: 8 },
    figures: ['child'],
  }),
];

export const buttocksAnusSymptoms = [
  buttocks('anal-pain', '肛门疼痛', '排便时或平时肛门疼痛', {
    adults: { PWK: 8 },
    children: { XEWK: 7 },
  }),
  buttocks('hemorrhoids', '痔疮', '肛门处有肿物脱出、瘙痒，或便后滴血', {
    all: { PWK: 8, ZYK: 2 },
    figures: ['male', 'female'],
  }),
  buttocks('anal-itch', '肛门瘙痒', '肛门周围发痒，夜里更明显', {
    adults: { PWK: 5, PFK: 5 },
    children: { XENK: 6 },
  }),
  buttocks('buttock-pain', '臀部疼痛', '坐着或走路时臀部疼痛', { all: { GK: 7, KFYXK: 4 } }),
  buttocks('tailbone-pain', '尾骨痛', '摔坐后或久坐后，尾骨处疼痛', { all: { GK: 8 } }),
  buttocks('diaper-rash', '尿布疹', '宝宝屁股、大腿根皮肤发红、起疹或破皮', {
    all: { PFK: 6, XENK: 5 },
    figures: ['child'],
    alsoIn: ['skin'],
  }),
];
