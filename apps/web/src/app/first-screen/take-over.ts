import { flushSync } from 'react-dom';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldState {
  type: string;
  name: string;
  value: string;
  checked: boolean;
  /** The visitor typed into it or changed it (public/first-screen-boot.js marks it). */
  touched: boolean;
}

declare global {
  interface Window {
    /** A form of the server-drawn screen submitted before the app ran (public/first-screen-boot.js kept it). */
    firstScreenSubmit?: HTMLFormElement;
  }
}

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>('input, textarea, select')];
const stateOf = (field: Field): FieldState => ({
  type: field instanceof HTMLInputElement ? field.type : field.tagName,
  name: field.name,
  value: field.value,
  checked: field instanceof HTMLInputElement && field.checked,
  touched: field.hasAttribute('data-touched'),
});

/** Sets a field the app controls as typing would: through the element's own setter, then an input event. */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The app's first render in place of the screen the server drew, keeping what the visitor did on it meanwhile: the
 * values typed and boxes ticked (the fields they touched, matched in order where the field is the same kind; the others
 * keep what the app put in them), the focus, and a submit
 * (made again on the app's form). `render` must draw synchronously into `root`; the same screen is drawn, so its
 * fields line up with the drawn ones.
 */
export function takeOverFirstScreen(root: HTMLElement, render: () => void): void {
  const before = fieldsOf(root).map(stateOf);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const focused = active && root.contains(active) ? fieldsOf(root).indexOf(active as Field) : -1;
  const forms = [...root.querySelectorAll('form')];
  const submitted = window.firstScreenSubmit ? forms.indexOf(window.firstScreenSubmit) : -1;
  flushSync(render);
  document.documentElement.setAttribute('data-app', '');
  const after = fieldsOf(root);
  before.forEach((was, i) => {
    const field = after[i];
    if (!field || !was.touched) return;
    const now = stateOf(field);
    if (now.type !== was.type || now.name !== was.name) return;
    if ((was.type === 'checkbox' || was.type === 'radio') && now.checked !== was.checked) field.click();
    else if (was.type !== 'checkbox' && was.type !== 'radio' && now.value !== was.value) typeInto(field, was.value);
  });
  if (focused >= 0) after[focused]?.focus();
  if (submitted >= 0) root.querySelectorAll('form')[submitted]?.requestSubmit();
  delete window.firstScreenSubmit;
}
