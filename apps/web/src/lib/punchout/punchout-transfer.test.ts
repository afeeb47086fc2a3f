import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILURE } from '../api/api-client';
import {
  type FormDocument,
  procurementPost,
  submitProcurementForm,
  TRANSFER_FAILED,
  transferErrorMessage,
} from './punchout-transfer';

const message = (over: Partial<{ postbackUrl: string; target: string }> = {}) => ({
  postbackUrl: 'http://127.0.0.1:9000/receive?client=800',
  body: '<cXML/>',
  fields: [{ name: 'cxml-urlencoded', value: '<cXML payloadID="1"/>' }],
  target: '_top',
  ...over,
});

/** A stand-in for the DOM: elements are plain objects, so a value is a property and nothing is ever parsed as HTML. */
function fakeDocument() {
  const events: string[] = [];
  const element = (tag: string) => {
    const el: Record<string, unknown> & { children: unknown[] } = {
      tag,
      children: [],
      appendChild(child: unknown) {
        el.children.push(child);
        return child;
      },
      submit() {
        events.push(`submit ${tag}`);
      },
    };
    Object.defineProperty(el, 'innerHTML', {
      set() {
        throw new Error('innerHTML must never be used');
      },
    });
    return el;
  };
  const body = element('body');
  const doc = { createElement: element, body } as unknown as FormDocument;
  return { doc, body, events };
}

describe('procurementPost', () => {
  it('posts to the postback URL in the target the server named, with exactly its fields', () => {
    expect(procurementPost(message())).toEqual({
      action: 'http://127.0.0.1:9000/receive?client=800',
      target: '_top',
      fields: [{ name: 'cxml-urlencoded', value: '<cXML payloadID="1"/>' }],
    });
    expect(procurementPost(message({ target: 'procurement_frame' }))?.target).toBe('procurement_frame');
  });

  it('falls back to _top for a missing or odd target', () => {
    expect(procurementPost(message({ target: '' }))?.target).toBe('_top');
    expect(procurementPost(message({ target: '"><x' }))?.target).toBe('_top');
  });

  it('never posts to an address that is not http(s)', () => {
    expect(procurementPost(message({ postbackUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(procurementPost(message({ postbackUrl: 'data:text/html,hi' }))).toBeNull();
    expect(procurementPost(message({ postbackUrl: '/relative' }))).toBeNull();
  });
});

describe('submitProcurementForm', () => {
  it('builds a hidden POST form of hidden inputs with DOM calls, adds it to the page and submits it', () => {
    const { doc, body, events } = fakeDocument();
    const value = '<cXML><Header/> & "quotes" </cXML>';
    submitProcurementForm(doc, {
      action: 'https://buyer.example/hook',
      target: '_top',
      fields: [
        { name: 'cxml-urlencoded', value },
        { name: 'x', value: '1' },
      ],
    });
    const [form] = body.children as Record<string, unknown>[];
    expect(form).toMatchObject({
      tag: 'form',
      method: 'post',
      action: 'https://buyer.example/hook',
      target: '_top',
      hidden: true,
    });
    expect(
      (form!.children as Record<string, unknown>[]).map(({ tag, type, name, value }) => ({ tag, type, name, value })),
    ).toEqual([
      { tag: 'input', type: 'hidden', name: 'cxml-urlencoded', value },
      { tag: 'input', type: 'hidden', name: 'x', value: '1' },
    ]);
    expect(events).toEqual(['submit form']);
  });
});

describe('transferErrorMessage', () => {
  it("shows the server's reason for a refusal it explains", () => {
    expect(transferErrorMessage(new ApiError('The cart is empty.', 409))).toBe('The cart is empty.');
    expect(transferErrorMessage(new ApiError('Only a punchout session transfers its cart.', 403))).toBe(
      'Only a punchout session transfers its cart.',
    );
  });

  it('says the request could not be completed for anything else (spec 1 §7)', () => {
    expect(transferErrorMessage(new ApiError(NETWORK_FAILURE, 0))).toBe(TRANSFER_FAILED);
    expect(transferErrorMessage(new ApiError('Internal Server Error', 500))).toBe(TRANSFER_FAILED);
    expect(transferErrorMessage(new Error('boom'))).toBe(TRANSFER_FAILED);
  });
});
