import { describe, expect, it } from 'vitest';
import { detectUnsupportedBrowser } from './browser-support';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  edge18:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763',
  edg78:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.70 Safari/537.36 Edg/78.0.276.20',
  edg79:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.74 Safari/537.36 Edg/79.0.309.43',
  firefox40: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:40.0) Gecko/20100101 Firefox/40.0',
  firefox41: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:41.0) Gecko/20100101 Firefox/41.0',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe('detectUnsupportedBrowser', () => {
  it('flags every Internet Explorer', () => {
    expect(detectUnsupportedBrowser(UA.ie11)).toEqual({ name: 'Internet Explorer', version: 11 });
    expect(detectUnsupportedBrowser(UA.ie9)?.name).toBe('Internet Explorer');
  });

  it('flags Edge below 79, legacy or Chromium', () => {
    expect(detectUnsupportedBrowser(UA.edge18)).toEqual({ name: 'Edge', version: 18 });
    expect(detectUnsupportedBrowser(UA.edg78)).toEqual({ name: 'Edge', version: 78 });
    expect(detectUnsupportedBrowser(UA.edg79)).toBeNull();
  });

  it('flags Firefox below 41', () => {
    expect(detectUnsupportedBrowser(UA.firefox40)).toEqual({ name: 'Firefox', version: 40 });
    expect(detectUnsupportedBrowser(UA.firefox41)).toBeNull();
  });

  it('accepts current Chrome and Safari', () => {
    expect(detectUnsupportedBrowser(UA.chrome)).toBeNull();
    expect(detectUnsupportedBrowser(UA.safari)).toBeNull();
  });
});
