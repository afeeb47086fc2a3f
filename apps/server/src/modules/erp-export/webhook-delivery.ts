import type { ExportSubject } from './erp-exports.repository';
import { webhookSignature } from './webhook-signature';

/** How long the receiver has to answer one POST. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type DeliveryResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

export interface SignedPost {
  url: string;
  secret: string;
  body: string;
  /** Epoch ms; the header carries unix seconds. */
  now: number;
  /** The export row's id: a receiver may keep it to ignore a POST it has already taken (delivery is at least once). */
  exportId: number;
  /** X-Storefront-Event: what the document is (order, payment, credit). */
  event: ExportSubject;
}

function failureText(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`;
  const cause = err instanceof Error ? (err.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  const message = err instanceof Error ? err.message : String(err);
  return detail ? `${message}: ${detail}` : message;
}

/**
 * POSTs the document, signed: a 2xx is delivered, anything else (a redirect too: it is not followed, so a body and
 * its signature only go where the administrator pointed) is a failure with the status and why.
 */
export async function postSigned(post: SignedPost): Promise<DeliveryResult> {
  const timestamp = Math.floor(post.now / 1000);
  try {
    const res = await fetch(post.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Storefront-ERP-Export/1',
        'X-Storefront-Timestamp': String(timestamp),
        'X-Storefront-Signature': webhookSignature(post.secret, timestamp, post.body),
        'X-Storefront-Event': post.event,
        'X-Storefront-Export-Id': String(post.exportId),
      },
      body: post.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // The receiver's answer is not read: only its status counts.
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
    return { ok: false, status: res.status, error: `HTTP ${res.status} ${res.statusText}`.trim() };
  } catch (err) {
    return { ok: false, status: null, error: failureText(err) };
  }
}
