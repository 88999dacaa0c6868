import type { ThirdPartyIcon } from '@hospital/contract';

export const FEEDBACK_CATEGORIES = [
  { name: '就诊流程', description: '挂号、候诊、检查、取药等环节的问题' },
  { name: '服务态度', description: '医护人员与窗口服务的表扬或意见' },
  { name: '医疗质量', description: '诊疗过程与结果方面的意见' },
  { name: '费用问题', description: '缴费、退费、医保结算相关' },
  { name: '系统使用', description: '本应用或自助机使用中遇到的问题' },
  { name: '环境设施', description: '卫生、停车、指示标识等' },
  { name: '其他建议', description: '其他意见和建议' },
] as const;

export const THIRD_PARTY_APPS: readonly {
  name: string;
  description: string;
  icon: ThirdPartyIcon;
  url: string;
}[] = [
  {
    name: '医保电子凭证',
    description: '国家医保服务平台：激活与使用医保电子凭证',
    icon: 'insurance',
    url: 'https://fuwu.nhsa.gov.cn/',
  },
  {
    name: '国家政务服务平台',
    description: '健康码、电子证照与各类政务服务',
    icon: 'government',
    url: 'https://gjzwfw.www.gov.cn/',
  },
  {
    name: '健康中国',
    description: '国家卫生健康委员会权威健康科普',
    icon: 'healthCode',
    url: 'https://www.nhc.gov.cn/',
  },
];
