import { describe, expect, it } from 'vitest';
import { withFirstScreen } from './first-screen';

const INDEX =
  '<!doctype html><html><head><title>Storefront</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '</head><body><div id="root"></div></body></html>';

describe('withFirstScreen', () => {
  const screen = {
    html: '<link rel="preload" as="image" href="/img/logo.svg"/><main>$& Sign-In $1</main>',
    data: '{"a":1}',
  };

  it('puts the drawn screen in #root, its data after it, and hands the scripts to the boot script', () => {
    const page = withFirstScreen(INDEX, screen, ['assets/LoginPage-1.js']);
    expect(page).toContain('<div id="root"><main>$& Sign-In $1</main></div>');
    expect(page).toContain('<script type="application/json" id="first-screen-data">{"a":1}</script>');
    expect(page).toContain(
      '<script type="application/json" id="first-screen-scripts">' +
        '{"entry":"/assets/index-1.js","preload":["/assets/react-1.js","/assets/LoginPage-1.js"]}</script>',
    );
    expect(page).toContain('<script defer src="/first-screen-boot.js"></script></head>');
    // The scripts load only through the boot script, after the first paint.
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    // React's resource hints go into the head.
    expect(page).toMatch(/<head>.*<link rel="preload" as="image" href="\/img\/logo.svg"\/>.*<\/head>/s);
  });

  it('gives up on a page it does not recognise', () => {
    expect(withFirstScreen(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), screen, [])).toBeNull();
    expect(withFirstScreen(INDEX.replace(/<script type="module"[^<]*<\/script>/, ''), screen, [])).toBeNull();
  });
});
