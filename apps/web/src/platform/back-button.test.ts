import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPickerBackHandler,
  createRootBackHandler,
  dispatchBack,
  listenForBackButton,
  pushBackHandler,
} from './back-button.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

describe('Android back at the root path', () => {
  const setup = (atRoot: boolean) => {
    const exit = vi.fn();
    const goBack = vi.fn();
    const press = createRootBackHandler({ isAtRoot: () => atRoot, goBack, exit });
    return { exit, goBack, press };
  };

  it('quits on a second press within 1000 ms', () => {
    const { exit, press } = setup(true);
    press();
    vi.advanceTimersByTime(999);
    press();
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('does not quit when the presses are 1000 ms apart', () => {
    const { exit, press } = setup(true);
    press();
    vi.advanceTimersByTime(1000);
    press();
    expect(exit).not.toHaveBeenCalled();
  });

  it('goes back away from the root path', () => {
    const { exit, goBack, press } = setup(false);
    press();
    press();
    expect(goBack).toHaveBeenCalledTimes(2);
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('back with a picker open', () => {
  it('warns 再按一次退出程序 and quits on a second press within 2000 ms', () => {
    const exit = vi.fn();
    const warn = vi.fn();
    const press = createPickerBackHandler(exit, warn);
    press();
    expect(warn).toHaveBeenCalledWith('再按一次退出程序');
    vi.advanceTimersByTime(1999);
    press();
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('starts over after 2000 ms', () => {
    const exit = vi.fn();
    const warn = vi.fn();
    const press = createPickerBackHandler(exit, warn);
    press();
    vi.advanceTimersByTime(2000);
    press();
    expect(exit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the backbutton event', () => {
  it('goes to the topmost handler', () => {
    const page = vi.fn();
    const picker = vi.fn();
    const stop = listenForBackButton();
    const removePage = pushBackHandler(page);
    const removePicker = pushBackHandler(picker);
    document.dispatchEvent(new Event('backbutton'));
    removePicker();
    dispatchBack();
    expect(picker).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    removePage();
    stop();
  });
});
