/**
 * Strings of the diversion page (`triageDiversion` namespace). In the bundle, never fetched:
 * the page must read the same when the server is down. en.ts mirrors these keys.
 */
export const diversionZhCN = {
  title: '分诊提示',
  headline: '请立即就医',
  lead: '根据您描述的情况，可能存在危急风险，请不要预约普通门诊。',
  reason: '提示原因',
  advice: '处置建议',
  generalAdvice:
    '请立即前往急诊科就诊，或拨打120急救电话。等待期间保持安静休息，不要自行驾车，尽量由家人陪同。',
  call120: '拨打120急救电话',
  emergency: {
    title: '急诊科',
    location: '急诊楼一楼（24小时开放）',
    phone: '急诊电话',
    callPhone: '拨打急诊电话 {{phone}}',
    route: '急诊楼位于医院西门内，救护车通道从西门进入；进入院区后沿地面红色“急诊”指示线步行即到。',
  },
  notes: [
    '如出现意识不清、呼吸困难、胸痛加重等情况，请立即拨打120。',
    '就诊时请携带身份证、医保卡及正在服用的药物。',
  ],
};
export type DiversionMessages = typeof diversionZhCN;
