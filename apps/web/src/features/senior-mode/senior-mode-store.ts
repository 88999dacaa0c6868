/**
 * Whether senior mode (长辈模式) is on, remembered per account and device: each account that
 * signs in on this phone keeps its own choice in local storage, and a signed-out visitor uses
 * the device's. The first-run offer is answered once per account and device too.
 *
 * The account is known only once /api/me answers; until then the store uses the account that
 * last signed in here, so a returning patient sees large type from the first paint.
 */
export interface SeniorModeStore {
  isOn: () => boolean;
  setOn: (on: boolean) => void;
  /** The account now using the device; null when signed out. */
  switchAccount: (accountId: number | null) => void;
  /**
   * True for a signed-in account, with the mode off, that has neither answered the offer nor
   * used the switch.
   */
  offerPending: () => boolean;
  answerOffer: (accepted: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

const DEVICE_KEY = 'seniorMode';
const LAST_ACCOUNT_KEY = 'seniorMode:lastAccount';
const modeKey = (accountId: number | null) =>
  accountId === null ? DEVICE_KEY : `${DEVICE_KEY}:${accountId}`;
const offerKey = (accountId: number) => `seniorModeOffer:${accountId}`;

function readLastAccount(storage: Storage): number | null {
  const value = Number(storage.getItem(LAST_ACCOUNT_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** `signedIn`: whether a session exists at start-up, before the account is known. */
export function createSeniorModeStore(storage: Storage, signedIn: boolean): SeniorModeStore {
  let account = signedIn ? readLastAccount(storage) : null;
  let on = storage.getItem(modeKey(account)) === 'on';
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const setOn = (next: boolean) => {
    storage.setItem(modeKey(account), next ? 'on' : 'off');
    // Whoever has found the switch needs no offer of it.
    if (account !== null) storage.setItem(offerKey(account), 'answered');
    on = next;
    changed();
  };

  return {
    isOn: () => on,
    setOn,
    switchAccount(accountId) {
      if (accountId !== null) storage.setItem(LAST_ACCOUNT_KEY, String(accountId));
      if (accountId === account) return;
      account = accountId;
      on = storage.getItem(modeKey(account)) === 'on';
      changed();
    },
    offerPending: () => account !== null && !on && storage.getItem(offerKey(account)) === null,
    answerOffer(accepted) {
      if (account === null) return;
      storage.setItem(offerKey(account), 'answered');
      if (accepted) setOn(true);
      else changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
