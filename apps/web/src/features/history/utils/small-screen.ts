/**
 * Spec 3 §9: the history screens' small-screen layout (a card per order or line, not the table) is below 700 px, where
 * neither table fits beside the page's padding.
 */
export const HISTORY_SMALL_SCREEN = '(max-width:699.95px)';
