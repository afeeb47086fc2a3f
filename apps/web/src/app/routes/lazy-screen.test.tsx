import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Screen() {
  return <p>the screen</p>;
}

describe('lazyScreen', () => {
  it('waits for its code the first time, and once it is loaded renders at once (a server render in one pass)', async () => {
    const Lazy = lazyScreen(() => Promise.resolve({ Screen }), 'Screen');
    const page = () =>
      renderToString(
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>,
      );
    expect(page()).toContain('loading');
    await Lazy.preload();
    expect(page()).toContain('the screen');
  });
});
