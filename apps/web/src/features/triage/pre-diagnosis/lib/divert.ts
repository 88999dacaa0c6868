import type { RedFlagHit } from '@hospital/contract';
import type { NavigateFunction } from 'react-router';
import { links } from '../../../../lib/paths.ts';

/**
 * Opens the diversion page for a red flag in place of the page that raised it, so going back
 * does not lead to booking or answering on. The flag travels in the address (its code) and in
 * the history entry (its name and advice), so the page needs no call to the server.
 */
export const divertTo = (navigate: NavigateFunction, redFlag: RedFlagHit) =>
  navigate(links.preDiagnosisBlack(redFlag.code), { replace: true, state: redFlag });
