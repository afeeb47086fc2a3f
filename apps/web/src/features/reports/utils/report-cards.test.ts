import { describe, expect, it } from 'vitest';
import { reportFailed, reportFailure, reportUrl, visibleReports } from './report-cards';

describe('report cards', () => {
  it('shows only the cards whose entry is visible and unlocked, in the spec order', () => {
    const menu = [
      { key: 'QuoteSheet', visible: true, locked: false, logVisit: false },
      { key: 'ProductList', visible: true, locked: true, logVisit: false },
      { key: 'CurrentStatement', visible: true, locked: false, logVisit: false },
      { key: 'ProductPriceList', visible: false, locked: false, logVisit: false },
    ] as const;
    expect(visibleReports(menu)).toEqual(['CurrentStatement', 'QuoteSheet']);
  });

  it('puts only the filled parameters in the URL', () => {
    expect(reportUrl('ProductPriceList', { effectiveDate: '2026-11-23', allProducts: false })).toBe(
      '/api/reports/pricelist?effectiveDate=2026-11-23&allProducts=false',
    );
    expect(reportUrl('QuoteSheet', { effectiveDate: '', dayOfWeek: 0, purchasedSince: undefined })).toBe(
      '/api/reports/quotesheet?dayOfWeek=0',
    );
    expect(reportUrl('CurrentStatement', {})).toBe('/api/account/statement');
  });

  it('words failures as spec 3 §8 does', () => {
    expect(reportFailure(204, '')).toBe('No report data');
    expect(reportFailure(404, 'Not Found')).toBe('No report found. Please contact the system administrator.');
    expect(reportFailure(500, '')).toBe('An unexpected error occurred while processing the report.');
    expect(reportFailure(403, 'Access denied')).toBe('Access denied');
  });

  it('hands the document button spec 2 §4 states: no data and 500 back to NotLoaded, no data quietly, the rest Failed', () => {
    expect(reportFailed(204, '')).toEqual({
      kind: 'failed',
      state: 'NotLoaded',
      message: 'No report data',
      quiet: true,
    });
    expect(reportFailed(500, '')).toEqual({
      kind: 'failed',
      state: 'NotLoaded',
      message: 'An unexpected error occurred while processing the report.',
      quiet: false,
    });
    expect(reportFailed(404, 'Not Found')).toMatchObject({
      state: 'Failed',
      message: 'No report found. Please contact the system administrator.',
      quiet: false,
    });
  });
});
