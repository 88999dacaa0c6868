import { createContext, useContext } from 'react';

/** False inside a kept-alive page while it waits hidden (`KeptAlive`). */
export const OnScreenContext = createContext(true);

/**
 * Whether the page this component belongs to is on screen. A kept-alive page stays mounted
 * and its effects keep running while hidden, so what only the shown page may do (set the
 * title, take focus, move by itself) waits for this, and runs again when it turns true.
 */
export const useOnScreen = (): boolean => useContext(OnScreenContext);
