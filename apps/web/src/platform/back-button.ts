import { i18n } from '../i18n/index.ts';
import { ANDROID_ROOT_BACK_EXIT_MS, PICKER_BACK_EXIT_MS } from '../lib/constants.ts';

/**
 * Back presses from the host shell. Native shells fire `backbutton` on the document; the
 * topmost registered handler takes it (an open picker before the page).
 */
type BackHandler = () => void;

const handlers: BackHandler[] = [];

export function pushBackHandler(handler: BackHandler): () => void {
  handlers.push(handler);
  return () => {
    const index = handlers.lastIndexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
  };
}

export function dispatchBack(): void {
  handlers[handlers.length - 1]?.();
}

export function listenForBackButton(): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    dispatchBack();
  };
  document.addEventListener('backbutton', listener);
  return () => document.removeEventListener('backbutton', listener);
}

interface DoublePressOptions {
  windowMs: number;
  onExit: () => void;
  onFirstPress?: () => void;
  now?: () => number;
}

/** A second press within `windowMs` of the first exits; otherwise the press starts a new window. */
export function createDoublePressExit({
  windowMs,
  onExit,
  onFirstPress,
  now = Date.now,
}: DoublePressOptions) {
  let last: number | null = null;
  return (): void => {
    const time = now();
    if (last !== null && time - last < windowMs) {
      last = null;
      onExit();
      return;
    }
    last = time;
    onFirstPress?.();
  };
}

interface RootBackOptions {
  isAtRoot: () => boolean;
  goBack: () => void;
  exit: () => void;
}

/** Android: two backs within 1000 ms at the root path quit; elsewhere back goes back. */
export function createRootBackHandler({ isAtRoot, goBack, exit }: RootBackOptions): BackHandler {
  const pressAtRoot = createDoublePressExit({ windowMs: ANDROID_ROOT_BACK_EXIT_MS, onExit: exit });
  return () => (isAtRoot() ? pressAtRoot() : goBack());
}

/** With a picker open: the first back warns, a second within 2000 ms quits. */
export function createPickerBackHandler(
  exit: () => void,
  warn: (text: string) => void,
): BackHandler {
  return createDoublePressExit({
    windowMs: PICKER_BACK_EXIT_MS,
    onExit: exit,
    onFirstPress: () => warn(i18n.t('common.pressAgainToExit')),
  });
}
