import { describe, expect, it } from 'vitest';
import { parseRoutePreloads, withRoutePreloads } from './route-preloads';

const INDEX = '<html>\n  <head>\n    <title>Storefront</title>\n  </head>\n  <body></body>\n</html>';

describe('route preloads', () => {
  const preloads = parseRoutePreloads(
    JSON.stringify({ '/login': ['assets/LoginPage-a1.js', 'assets/Divider-b2.js'], '/': ['assets/AppShell-c3.js'] }),
  );

  it("names the first screen's chunks in the page served for its path", () => {
    const html = withRoutePreloads(INDEX, preloads, '/login');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-a1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Divider-b2.js">');
    expect(html.indexOf('LoginPage-a1')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('AppShell');
  });

  it('leaves the page as it is for other paths and for names that are not a table key', () => {
    expect(withRoutePreloads(INDEX, preloads, '/cart')).toBe(INDEX);
    expect(withRoutePreloads(INDEX, preloads, 'constructor')).toBe(INDEX);
    expect(withRoutePreloads(INDEX, preloads, '/login/')).toBe(INDEX);
  });

  it('keeps only built asset names from the file, and reads a missing or broken file as no preloads', () => {
    const hostile = parseRoutePreloads(
      JSON.stringify({
        '/': ['assets/ok-1.js', '"><script>alert(1)</script>', '../secret.js', 'https://x.example/a.js'],
      }),
    );
    expect(hostile).toEqual({ '/': ['assets/ok-1.js'] });
    expect(parseRoutePreloads(null)).toEqual({});
    expect(parseRoutePreloads('{not json')).toEqual({});
    expect(parseRoutePreloads('[1,2]')).toEqual({});
  });
});
