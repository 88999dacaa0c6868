import { symptomsOf } from '../symptom-builder.ts';

const upper = symptomsOf('upper-abdomen');
const lower = symptomsOf('lower-abdomen');

/** Upper-belly complaints of adults are digestive first: 消化内科 leads their ranking. */
export const upperAbdomenSymptoms = [
  upper('stomach-ache', '胃痛', '上腹部（心口下方）疼痛或烧灼感', {
    adults: { XHNK: 8 },
    children: { XENK: 8 },
  }),
  upper('acid-reflux', '反酸', '酸水从胃里返到喉咙或口中', {
    adults: { XHNK: 7 },
    children: { XENK: 7 },
  }),
  upper('heartburn', '烧心', '胸骨后面或心口有烧灼感，饭后或躺下加重', {
    adults: { XHNK: 7 },
    children: { XENK: 6 },
    alsoIn: ['chest'],
  }),
  upper('bloating', '腹胀', '肚子胀、饱胀感，打嗝或放屁多', {
    adults: { XHNK: 7, ZYK: 2 },
    children: { XENK: 7 },
    alsoIn: ['lower-abdomen'],
  }),
  upper('belching', '嗳气', '反复打嗝，胃里的气往上顶', {
    adults: { XHNK: 6 },
    children: { XENK: 5 },
  }),
  upper('nausea', '恶心', '想吐的感觉', { adults: { XHNK: 6 }, children: { XENK: 6 } }),
  upper('vomiting', '呕吐', '把胃里的东西吐出来', {
    adults: { XHNK: 7, JZK: 2 },
    children: { XENK: 8 },
  }),
  upper('vomiting-blood', '呕血', '吐出鲜红色的血，或咖啡渣样的东西', {
    all: { JZK: 10 },
    adults: { XHNK: 7 },
    children: { XENK: 5 },
  }),
  upper('loss-of-appetite', '食欲不振', '不想吃东西，吃一点就饱', {
    adults: { XHNK: 6, ZYK: 3 },
    children: { XENK: 6 },
  }),
  upper('right-upper-pain', '右上腹痛', '右侧肋骨下方疼痛，吃油腻食物后加重', {
    adults: { XHNK: 7, PWK: 6 },
    children: { XENK: 5, XEWK: 4 },
  }),
  upper('jaundice', '皮肤眼睛发黄', '皮肤或眼白发黄，尿色像浓茶', {
    adults: { XHNK: 8, PWK: 3 },
    children: { XENK: 8 },
    alsoIn: ['skin', 'eyes'],
  }),
  upper('severe-abdominal-pain', '突发剧烈腹痛', '突然出现、难以忍受的腹痛，弯腰或不敢动', {
    all: { JZK: 8 },
    adults: { PWK: 7 },
    children: { XEWK: 7 },
    alsoIn: ['lower-abdomen'],
  }),
];

export const lowerAbdomenSymptoms = [
  lower('lower-abdominal-pain', '下腹痛', '肚脐以下隐痛、胀痛或绞痛', {
    adults: { XHNK: 5, PWK: 4 },
    children: { XENK: 6, XEWK: 3 },
  }),
  lower('periumbilical-pain', '肚脐周围痛', '肚脐一圈疼痛，时好时坏', {
    adults: { XHNK: 6 },
    children: { XENK: 7 },
  }),
  lower('right-lower-pain', '右下腹痛', '右下腹疼痛，可从肚脐周围转移过来', {
    all: { JZK: 3 },
    adults: { PWK: 8 },
    children: { XEWK: 8 },
  }),
  lower('diarrhea', '腹泻', '大便次数多，稀便或水样便', {
    adults: { XHNK: 8 },
    children: { XENK: 8 },
  }),
  lower('constipation', '便秘', '几天才排一次大便，或大便干硬难排', {
    adults: { XHNK: 7, ZYK: 3 },
    children: { XENK: 7 },
  }),
  lower('blood-in-stool', '便血', '大便带血，或黑色柏油样大便', {
    adults: { XHNK: 7, PWK: 4 },
    children: { XENK: 6, XEWK: 3 },
    alsoIn: ['buttocks-anus'],
  }),
  lower('heavy-stool-blood', '大量便血', '短时间内排出大量鲜血或暗红色血便，可伴头晕乏力', {
    all: { JZK: 10 },
    adults: { XHNK: 6 },
    children: { XENK: 5 },
    alsoIn: ['buttocks-anus'],
  }),
  lower('belly-lump', '腹部包块', '肚子上摸到包块', {
    adults: { PWK: 8, XHNK: 3 },
    children: { XEWK: 8 },
  }),
  lower('groin-bulge', '腹股沟鼓包', '站立或用力时大腿根部鼓出包块，躺下后消失', {
    adults: { PWK: 8 },
    children: { XEWK: 9 },
    alsoIn: ['pelvis'],
  }),
];
