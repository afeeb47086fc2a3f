import { readSession } from '../session/session-storage';
import { firstScreenCookie } from './first-screen-cookie';

/** Keeps the first-screen cookie up to date: the session storage holds now, and the window's size. */
export function rememberVisitor(): void {
  try {
    document.cookie = firstScreenCookie(
      readSession(),
      { width: window.innerWidth, height: window.innerHeight },
      window.location.protocol === 'https:',
    );
  } catch {
    // Cookies blocked: the server draws no first screen for this browser, and the app draws it.
  }
}

/** Writes it now and again when the window has been resized (once it has settled). */
export function rememberVisitorOnResize(): void {
  rememberVisitor();
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(rememberVisitor, 300);
  });
}
