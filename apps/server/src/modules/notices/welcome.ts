import type { MessageTemplate } from '@hospital/contract';

/** What every new account finds in its message list (category account). */
export const WELCOME_MESSAGES: readonly {
  title: string;
  body: string;
  template: MessageTemplate;
}[] = [
  {
    template: { key: 'welcome', params: {} },
    title: '欢迎使用掌上医院',
    body: '您好，欢迎使用掌上医院。您可以在这里预约挂号、缴费、查询报告和管理就诊人。首次使用请先在“个人中心-就诊人管理”中添加就诊人。',
  },
  {
    template: { key: 'accountSecurity', params: {} },
    title: '账号安全提示',
    body: '医院工作人员不会向您索取密码或短信验证码，请勿将验证码告诉他人。如发现账号异常，请及时修改密码。',
  },
];
