import type { DocumentOutcome } from '../../../components/document-button-state';
import { apiBlob, ApiError } from '../../../lib/api/api-client';
import { reportFailed } from '../utils/report-cards';

/**
 * Fetches a report's PDF with the session's headers and hands the document button where its tab goes (the PDF as a
 * blob URL); an empty answer is the server's 204 (no report data).
 */
export async function openReport(url: string): Promise<DocumentOutcome> {
  try {
    const blob = await apiBlob(url);
    if (blob.size === 0) return reportFailed(204, '');
    return { kind: 'loaded', path: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) };
  } catch (err) {
    if (err instanceof ApiError) return reportFailed(err.status, err.message);
    throw err;
  }
}
