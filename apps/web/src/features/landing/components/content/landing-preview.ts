import { createContext, useContext } from 'react';

/**
 * True inside the editor's preview of a card. The preview works as the live page does (Add To Cart opens the same
 * dialog and adds to the administrator's own cart; a carousel turns), except that it never leaves the editor: links
 * show as they look but are not links, so the preview holds no link that goes nowhere and no unsaved work is left by a
 * stray click.
 */
export const LandingPreviewContext = createContext(false);

export function useLandingPreview(): boolean {
  return useContext(LandingPreviewContext);
}
