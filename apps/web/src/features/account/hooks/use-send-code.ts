import { useState } from 'react';
import { showToast } from '../../../components/toast.ts';
import { i18n } from '../../../i18n/index.ts';
import type { SmsScene } from '@hospital/contract';
import { sendPhoneCode } from '../api/send-phone-code.ts';
import { useCountdown } from './use-countdown.ts';

/** The resend wait when the server does not say (the button's 60 s countdown). */
export const RESEND_SECONDS = 60;

/**
 * Sends the SMS code for `scene` and counts down until it may be sent again. A refusal
 * (a wrong phone, or 429 when sent too often) comes back as the server's message.
 */
export function useSendCode(scene: SmsScene) {
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async (phone: string): Promise<string | null> => {
    setSending(true);
    const result = await sendPhoneCode(phone, scene);
    setSending(false);
    if (!result.ok) return result.msg;
    start(result.data.resendIn || RESEND_SECONDS);
    showToast(i18n.t('account.codeSent'));
    return null;
  };

  return { send, sending, secondsLeft };
}
