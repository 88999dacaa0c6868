import type { SmsScene } from '@hospital/contract';

/** Sends verification codes by SMS; a failure to hand one over is a HostApiError. */
export interface SmsSender {
  sendCode(phone: string, code: string, scene: SmsScene): Promise<void>;
}
