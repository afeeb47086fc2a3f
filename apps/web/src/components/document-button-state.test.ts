import { describe, expect, it } from 'vitest';
import { clickAction, documentOutcome, documentViewerPath, stateAfterFailure } from './document-button-state';

describe('document button', () => {
  it('ignores clicks while loading and clears a failure on click', () => {
    expect(clickAction('NotLoaded')).toBe('load');
    expect(clickAction('Loaded')).toBe('load');
    expect(clickAction('Loading')).toBe('ignore');
    expect(clickAction('Failed')).toBe('clear');
  });

  it('marks failures red except for 204 and 500', () => {
    expect(stateAfterFailure(204)).toBe('NotLoaded');
    expect(stateAfterFailure(500)).toBe('NotLoaded');
    expect(stateAfterFailure(404)).toBe('Failed');
    expect(stateAfterFailure(null)).toBe('Failed');
  });

  it('sends the tab to the viewer, or upper-cases the server message', () => {
    expect(documentOutcome({ isError: false, message: '', status: 200, id: 'abc-1' })).toEqual({
      kind: 'loaded',
      path: '/doc/abc-1',
    });
    expect(documentOutcome({ isError: true, message: 'Document not found', status: 404, id: '' })).toEqual({
      kind: 'failed',
      state: 'Failed',
      message: 'DOCUMENT NOT FOUND',
    });
    expect(documentOutcome({ isError: true, message: 'Not ready', status: 500, id: '' })).toMatchObject({
      state: 'NotLoaded',
    });
    expect(documentViewerPath('a b')).toBe('/doc/a%20b');
  });
});
