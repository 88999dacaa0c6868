import type { ServerDeps } from '../../deps.ts';
import type { IdentityProvider } from '../../providers/types.ts';
import { subscribeThing } from '../../providers/wechat/subscribe-message.ts';
import type { HostStopNotice } from './host-message.ts';

type SenderDeps = Pick<ServerDeps, 'config' | 'providers'>;

/**
 * Sends the notice to `to` (the host's id of the holder) through one host; false when that
 * host has no template configured, or the holder allowed no message there.
 */
type Sender = (deps: SenderDeps, to: string, notice: HostStopNotice) => Promise<boolean>;

/** The appointment's page, with the refund and the rebook; the hosts open only full URLs. */
function appointmentPage(deps: SenderDeps, notice: HostStopNotice): string | undefined {
  const origin = deps.config.publicUrl?.replace(/\/+$/, '');
  return origin && `${origin}/regHistory/regDetail?id=${notice.appointmentId}`;
}

const officialAccount: Sender = async (deps, to, notice) => {
  const messenger = deps.providers.templateMessages;
  if (!messenger) return false;
  const url = appointmentPage(deps, notice);
  await messenger.send({
    touser: to,
    template_id: messenger.clinicStopTemplateId,
    ...(url && { url }),
    data: {
      first: { value: notice.title },
      keyword1: { value: notice.doctor },
      keyword2: { value: notice.halfDay },
      keyword3: { value: notice.refund },
      remark: { value: notice.remark },
    },
  });
  return true;
};

/**
 * The mini-program's template has `thing` keywords of at most 20 characters each: 就诊医生,
 * 就诊时间, 退款说明, 温馨提示 (thing1-thing4). Without a page it opens the mini-program's
 * home, whose web-view shows the appointment list.
 */
const miniProgram: Sender = async (deps, to, notice) => {
  const messenger = deps.providers.subscribeMessages;
  if (!messenger) return false;
  const sent = await messenger.send({
    touser: to,
    template_id: messenger.clinicStopTemplateId,
    data: {
      thing1: subscribeThing(notice.doctor),
      thing2: subscribeThing(notice.halfDay),
      thing3: subscribeThing(notice.refund),
      thing4: subscribeThing(notice.remark),
    },
  });
  return sent === 'sent';
};

const line = (value: string) => ({ color: '#333333', value });

const lifeAccount: Sender = async (deps, to, notice) => {
  const messenger = deps.providers.alipayMessages;
  if (!messenger) return false;
  const url = appointmentPage(deps, notice);
  await messenger.send({
    to_user_id: to,
    template: {
      template_id: messenger.clinicStopTemplateId,
      context: {
        head_color: '#1677ff',
        ...(url && { url }),
        action_name: '查看详情',
        first: line(notice.title),
        keyword1: line(notice.doctor),
        keyword2: line(notice.halfDay),
        keyword3: line(notice.refund),
        remark: line(notice.remark),
      },
    },
  });
  return true;
};

/** Which host's messages reach a holder who signed in there, and under which identity. */
export const HOST_SENDERS: Partial<Record<string, { provider: IdentityProvider; send: Sender }>> = {
  WXGZH: { provider: 'wechat_oa', send: officialAccount },
  WXXCX: { provider: 'wechat_mini', send: miniProgram },
  ZFBSHH: { provider: 'alipay', send: lifeAccount },
};
