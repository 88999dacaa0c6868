/**
 * The words the shared rules use when they refuse input, each under a stable key: the server
 * sends them as they are, and the web app, read in another language, finds its own wording by
 * the key. A rule a patient can break keeps its message here, not inline.
 */
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
} from './feedback-limits.ts';

export const RULE_MESSAGES = {
  phone: '请输入正确的11位手机号',
  smsCode: '请输入6位短信验证码',
  nameRequired: '请输入姓名',
  nameTooLong: '姓名最多20个字',
  nameSpecialCharacters: '姓名不能包含特殊字符',
  date: '日期格式不正确',
  patientNameLength: '姓名应为2-20个字',
  patientNameCharacters: '姓名只能包含中文、字母和间隔号',
  residencePermitPrefix: '港澳台居民居住证号码应以81、82或83开头',
  residencePermitType: '该号码是港澳台居民居住证，请选择对应证件类型',
  birthDateMismatch: '出生日期与证件号码不符',
  genderMismatch: '性别与证件号码不符',
  birthDateRequired: '请选择出生日期',
  childWithoutIdAge: '无证件就诊仅限未满18周岁的儿童',
  birthDateInvalid: '出生日期不正确',
  passportNumber: '护照号码应为5-17位字母或数字',
  guardianPhone: '监护人手机号不正确',
  insuranceCardNo: '医保卡号应为6-32位字母或数字',
  idCardOldFormat: '请使用18位身份证号',
  idCardLength: '身份证号应为18位',
  idCardCharacters: '身份证号只能包含数字和末位X',
  idCardRegion: '身份证号地区码不正确',
  idCardBirthDate: '身份证号中的出生日期不正确',
  idCardCheckCharacter: '身份证号校验位不正确，请核对',
  feedbackCategory: '请选择反馈类型',
  feedbackContent: '请填写反馈内容',
  feedbackTooShort: `反馈内容至少${FEEDBACK_CONTENT_MIN}个字`,
  feedbackTooLong: `反馈内容不能超过${FEEDBACK_CONTENT_MAX}字`,
  feedbackTooManyImages: `最多上传${FEEDBACK_IMAGES_MAX}张图片`,
  rating: '评分为1到5星',
  patientCode: '就诊卡号格式不正确',
  passwordOrSmsCode: '请输入密码或短信验证码',
  wrongPassword: '手机号或密码错误',
  wrongSmsCode: '验证码错误或已过期',
  captchaRequired: '请输入图形验证码',
  wrongCaptcha: '图形验证码错误，请重新输入',
  nationRequired: '请选择民族',
} as const;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/**
 * The guardian of a child without an ID is held to the patient's own name and ID rules; the
 * refusal is the rule's words after this, so the web app can word both parts.
 */
export const GUARDIAN_PREFIX = '监护人';

export const guardianMessage = (message: string) => `${GUARDIAN_PREFIX}${message}`;
