import type { PunchoutField, PunchoutMessage } from '@storefront/contract';
import { ApiError } from '../api/api-client';

/** The form the page posts to the procurement system (spec 2 §4 Checkout: a hidden form to the postback URL). */
export interface ProcurementPost {
  action: string;
  target: string;
  fields: readonly PunchoutField[];
}

/** Where a form may send the buyer's browser: a window keyword, or a frame's name (OCI's ~Target names one). */
const TARGET = /^(_top|_parent|_self|_blank|[A-Za-z][\w-]{0,63})$/;
/** Spec 1 §7: any other failure of a cart call. */
export const TRANSFER_FAILED = 'Request could not be completed at this time.';
/** The answer named no web address to post to. */
export const NO_RETURN_ADDRESS = 'Your procurement system gave no address to return the cart to.';

/**
 * The post for a message, or null when its address is not a web address: the form never runs a `javascript:` (or any
 * other) URL, whatever the answer said. A missing or odd target is `_top`: the procurement system's window leaves the
 * frame the catalogue was shown in.
 */
export function procurementPost(message: PunchoutMessage): ProcurementPost | null {
  let url: URL;
  try {
    url = new URL(message.postbackUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { action: url.href, target: TARGET.test(message.target) ? message.target : '_top', fields: message.fields };
}

/** The DOM a post needs: the real document in the page, a stand-in in tests. */
export type FormDocument = Pick<Document, 'createElement' | 'body'>;

/**
 * Builds the hidden form with DOM calls (every value is set as a property, never parsed as HTML) and submits it. The
 * form stays in the page: the browser reads it while it navigates.
 */
export function submitProcurementForm(doc: FormDocument, post: ProcurementPost): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = post.action;
  form.target = post.target;
  form.enctype = 'application/x-www-form-urlencoded';
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const field of post.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}

/** What the page says when the transfer was refused: the server's reason for a refusal it explains (409, 403), else spec 1 §7's words. */
export function transferErrorMessage(err: unknown): string {
  if (err instanceof ApiError && (err.status === 409 || err.status === 403) && err.message.trim() !== '')
    return err.message;
  return TRANSFER_FAILED;
}
