import { apiBlob, ApiError } from '../../../lib/api/api-client';

export type ReportOutcome = { ok: true; url: string } | { ok: false; status: number; message: string };

/** Fetches the PDF with the session's headers; an empty answer is the server's 204 (no report data). */
export async function fetchReport(url: string): Promise<ReportOutcome> {
  try {
    const blob = await apiBlob(url);
    if (blob.size === 0) return { ok: false, status: 204, message: '' };
    return { ok: true, url: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, status: err.status, message: err.message };
    throw err;
  }
}
