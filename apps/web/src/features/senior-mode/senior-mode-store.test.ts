import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeniorModeStore } from './senior-mode-store.ts';

describe('senior mode store', () => {
  beforeEach(() => localStorage.clear());

  it('is off on a device that never turned it on', () => {
    expect(createSeniorModeStore(localStorage, false).isOn()).toBe(false);
  });

  it('remembers the choice of each account on this device', () => {
    const store = createSeniorModeStore(localStorage, true);
    store.switchAccount(7);
    store.setOn(true);
    store.switchAccount(8);
    expect(store.isOn()).toBe(false);
    store.switchAccount(7);
    expect(store.isOn()).toBe(true);
  });

  it('keeps a signed-out visitor on the device choice, apart from any account', () => {
    const store = createSeniorModeStore(localStorage, false);
    store.setOn(true);
    store.switchAccount(7);
    expect(store.isOn()).toBe(false);
    store.switchAccount(null);
    expect(store.isOn()).toBe(true);
  });

  it('starts with the last signed-in account, before the account is known again', () => {
    const first = createSeniorModeStore(localStorage, true);
    first.switchAccount(7);
    first.setOn(true);
    expect(createSeniorModeStore(localStorage, true).isOn()).toBe(true);
    // Signed out at start-up: the device's own choice, not the last account's.
    expect(createSeniorModeStore(localStorage, false).isOn()).toBe(false);
  });

  it('tells its listeners when the mode or the account changes', () => {
    const store = createSeniorModeStore(localStorage, false);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setOn(true);
    store.switchAccount(7);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setOn(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  describe('first-run offer', () => {
    it('is offered to a signed-in account only', () => {
      const store = createSeniorModeStore(localStorage, false);
      expect(store.offerPending()).toBe(false);
      store.switchAccount(7);
      expect(store.offerPending()).toBe(true);
    });

    it('turns the mode on when accepted and is not offered again', () => {
      const store = createSeniorModeStore(localStorage, true);
      store.switchAccount(7);
      store.answerOffer(true);
      expect(store.isOn()).toBe(true);
      store.setOn(false);
      expect(store.offerPending()).toBe(false);
      expect(createSeniorModeStore(localStorage, true).offerPending()).toBe(false);
    });

    it('leaves the mode off when declined and is not offered again to that account', () => {
      const store = createSeniorModeStore(localStorage, true);
      store.switchAccount(7);
      store.answerOffer(false);
      expect(store.isOn()).toBe(false);
      expect(store.offerPending()).toBe(false);
      store.switchAccount(8);
      expect(store.offerPending()).toBe(true);
    });

    it('is not offered once the account has used the switch itself', () => {
      const store = createSeniorModeStore(localStorage, true);
      store.switchAccount(7);
      store.setOn(true);
      store.setOn(false);
      expect(store.offerPending()).toBe(false);
    });
  });
});
