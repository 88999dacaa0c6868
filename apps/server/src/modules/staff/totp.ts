import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show above the code. */
const ISSUER = 'Hospital console';

/** RFC 6238's default step, which authenticator apps assume. */
const PERIOD_SECONDS = 30;

/** One 30-second step either side: a phone a little off the server's time still signs in. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export interface TotpEnrolmentCodes {
  otpauthUri: string;
  qrCode: string;
}

export async function enrolmentCodes(
  username: string,
  secret: string,
  issuer = ISSUER,
): Promise<TotpEnrolmentCodes> {
  const otpauthUri = generateURI({ issuer, label: username, secret });
  return { otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri) };
}

/**
 * The time step of a right code at `now`, later than `afterStep`; null for a wrong, stale or
 * already used code. The caller records the step so the code works once.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}
