import { createContext, useContext } from 'react';

/**
 * While the server draws a first screen (src/entry-server.tsx) it cannot measure anything: what the browser would
 * measure comes from the visitor's window size instead. In the browser both are null, and the screens measure.
 */
export interface DrawnViewport {
  width: number;
  height: number;
}

/** The visitor's window, as the first-screen cookie gave it (the server only). */
export const DrawnViewportContext = createContext<DrawnViewport | null>(null);

/** The width the page's content gets inside the app shell at that window size (the server only; AppShell). */
export const DrawnContentWidthContext = createContext<number | null>(null);

export const useDrawnViewport = () => useContext(DrawnViewportContext);
export const useDrawnContentWidth = () => useContext(DrawnContentWidthContext);
