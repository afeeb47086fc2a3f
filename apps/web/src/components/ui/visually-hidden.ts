/** Read by screen readers only: in the accessibility tree, not on the screen. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx, a width of 1 is 100 %.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
