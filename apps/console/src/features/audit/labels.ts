/**
 * Chinese names of the audit log's actions and entity types. An action without one shows
 * its code; each area adds its own here as it starts writing the log.
 */
export const actionLabels: Record<string, string> = {
  'staff.create': '新建员工账号',
  'staff.set_roles': '修改角色',
  'staff.disable': '停用账号',
  'staff.enable': '启用账号',
  'staff.reset_password': '重置密码',
  'staff.sign_in': '登录后台',
  'staff.sign_out': '退出登录',
  'staff.totp_start': '开始绑定验证器',
  'staff.totp_confirm': '完成绑定验证器',
  'feedback.reply': '回复意见反馈',
  'settings.update': '修改医院设置',
  'webhook.replay': '重新投递 Webhook',
  'webhook_subscription.create': '新建 Webhook 订阅',
  'webhook_subscription.update': '修改 Webhook 订阅',
  'webhook_subscription.rotate_secret': '更换 Webhook 密钥',
};

export const entityLabels: Record<string, string> = {
  staff: '员工账号',
  staff_session: '登录会话',
  feedback: '意见反馈',
  hospital_settings: '医院设置',
  webhook_delivery: 'Webhook 投递',
  webhook_subscription: 'Webhook 订阅',
};
