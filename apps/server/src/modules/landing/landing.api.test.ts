import type { LandingLayout } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { carouselCard, imageItem, layoutOf, textCard } from './landing.fixtures';

describe('GET/POST /api/landing', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const read = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/landing', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LandingLayout;
  };
  const save = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/landing', headers, payload: payload as object });
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
    customer = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('ships the demo page: a hero carousel of three images, two text cards, push products and a category list', async () => {
    const page = await read(customer);
    expect(page.title).toBe('Welcome');
    expect(page.cards.map((c) => [c.id, c.index, c.width, c.height])).toEqual([
      ['hero', 0, 4, '600px'],
      ['welcome', 1, 2, '100%'],
      ['how', 2, 2, '100%'],
      ['specials', 3, 4, 'auto'],
      ['beef', 4, 4, 'auto'],
    ]);
    const hero = page.cards[0]!;
    expect(hero.content.filter((i) => i.variant === 'image' && i.parentId === 'hero-carousel')).toHaveLength(3);
    expect(page.cards[4]!.content[0]).toMatchObject({ variant: 'productList', categoryCode: 'BEEF' });
    const image = hero.content[1] as { src: string };
    const served = await t.app.inject({ method: 'GET', url: image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('shows guests the page (the demo site allows guests), and never lets the browser keep it', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/landing' });
    expect(guest.statusCode).toBe(200);
    expect((guest.json() as LandingLayout).cards).toHaveLength(5);
    const res = await t.app.inject({ method: 'GET', url: '/api/landing', headers: customer });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lets only administrators save (spec 3 §6)', async () => {
    expect((await save(layoutOf([textCard('a', 0)]), customer)).statusCode).toBe(403);
    expect((await save(layoutOf([textCard('a', 0)]), {})).statusCode).toBe(401);
    expect((await read(customer)).title).toBe('Welcome');
  });

  it('saves a layout and renumbers the cards by index (moves by 1.5)', async () => {
    const res = await save(layoutOf([textCard('a', 0), textCard('b', 1), textCard('c', 2.5)]));
    expect(res.statusCode, res.body).toBe(200);
    const page = await read(customer);
    expect(page.cards.map((c) => [c.id, c.index])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    // 'b' moved right: 1 + 1.5 = 2.5 passes 'c' at 2.
    const moved = await save(layoutOf([textCard('a', 0), textCard('b', 2.5), textCard('c', 2)]));
    expect((moved.json() as LandingLayout).cards.map((c) => c.id)).toEqual(['a', 'c', 'b']);
  });

  it('shows customers neither hidden cards nor a disabled page; administrators see everything', async () => {
    const hidden = { ...textCard('h', 1), hidden: true };
    expect((await save(layoutOf([textCard('a', 0), hidden]))).statusCode).toBe(200);
    expect((await read(customer)).cards.map((c) => c.id)).toEqual(['a']);
    expect((await read(admin)).cards.map((c) => c.id)).toEqual(['a', 'h']);
    expect((await save({ ...layoutOf([textCard('a', 0)]), enabled: false })).statusCode).toBe(200);
    expect((await read(customer)).cards).toEqual([]);
    expect((await read(admin)).cards).toHaveLength(1);
  });

  it('keeps every content type it allows: image with link, group of text and image, product, product lists, an empty card', async () => {
    const group = {
      ...textCard('g', 0),
      childID: 'g-row',
      content: [
        { id: 'g-row', parentId: null, variant: 'group' as const, direction: 'row' as const },
        {
          id: 'g-text',
          parentId: 'g-row',
          variant: 'text' as const,
          value: [
            {
              type: 'heading' as const,
              level: 2,
              children: [{ text: 'Hi', bold: true, italic: true, underlined: true, code: true }],
            },
          ],
        },
        imageItem('g-img', 'g-row', { link: { variant: 'external', href: 'https://example.com/x?y=1' } }),
        { id: 'g-col', parentId: 'g-row', variant: 'group' as const, direction: 'column' as const },
        { id: 'g-prod', parentId: 'g-col', variant: 'product' as const, productKey: 1, isPushProduct: true },
      ],
    };
    const lists = {
      ...textCard('l', 1),
      childID: 'l-list',
      content: [
        {
          id: 'l-list',
          parentId: null,
          variant: 'productList' as const,
          productSource: 'category' as const,
          categoryCode: 'BEEF',
          category: 'Beef',
        },
      ],
    };
    const empty = { ...textCard('e', 2), empty: true, childID: null, content: [] };
    const carousel = carouselCard('k', 3, [
      imageItem('k-1', 'k-carousel'),
      { id: 'k-2', parentId: 'k-carousel', variant: 'product', productKey: 5, isPushProduct: false },
    ]);
    const layout = layoutOf([group, lists, empty, carousel]);
    const res = await save(layout);
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(customer)).toEqual(layout);
  });

  describe('refuses, naming the field, and stores nothing', () => {
    const card = (over: Record<string, unknown>) => ({ ...textCard('x', 0), ...over });
    const imageCard = (over: Record<string, unknown>) =>
      card({ childID: 'i', content: [{ ...imageItem('i', null), ...over }] });
    const textWith = (value: unknown) => card({ content: [{ id: 'x-text', parentId: null, variant: 'text', value }] });
    const cases: [string, unknown, RegExp][] = [
      // Spec 3 §5 limits.
      ['a page title over 40', { ...layoutOf([]), title: 'T'.repeat(41) }, /^body title: /],
      ['a heading over 40', layoutOf([card({ heading: 'H'.repeat(41) })]), /^body cards\.0\.heading: /],
      ['an alt text over 40', layoutOf([imageCard({ alt: 'A'.repeat(41) })]), /cards\.0\.content\.0\.alt: /],
      ['an image wider than 1800 px', layoutOf([imageCard({ width: 1801 })]), /cards\.0\.content\.0\.width: /],
      ['an image taller than 1800 px', layoutOf([imageCard({ height: 5000 })]), /cards\.0\.content\.0\.height: /],
      ['padding 5', layoutOf([imageCard({ padding: 5 })]), /content\.0\.padding: /],
      ['padding -1', layoutOf([imageCard({ padding: -1 })]), /content\.0\.padding: /],
      [
        'a carousel interval of 11 s',
        layoutOf([carouselCard('k', 0, [])].map((c) => ({ ...c, content: [{ ...c.content[0]!, interval: 11 }] }))),
        /content\.0\.interval: /,
      ],
      ['card width 5', layoutOf([card({ width: 5 })]), /cards\.0\.width: /],
      ['card width 0', layoutOf([card({ width: 0 })]), /cards\.0\.width: /],
      ['height 90px', layoutOf([card({ height: '90px' })]), /cards\.0\.height: /],
      ['height 605px', layoutOf([card({ height: '605px' })]), /cards\.0\.height: /],
      ['height 700px', layoutOf([card({ height: '700px' })]), /cards\.0\.height: /],
      ['height calc()', layoutOf([card({ height: 'calc(1px)' })]), /cards\.0\.height: /],
      [
        'a carousel card not 600px high',
        layoutOf([{ ...carouselCard('k', 0, []), height: 'auto' }]),
        /cards\.0\.height: must be 600px/,
      ],
      ['a heading level 7', layoutOf([textWith([{ type: 'heading', level: 7, children: [{ text: 'x' }] }])]), /level/],
      // The hostile corpus.
      [
        'a script node',
        layoutOf([textWith([{ type: 'script', children: [{ text: 'alert(1)' }] }])]),
        /value\.0\.type: /,
      ],
      [
        'a script tag in text',
        layoutOf([textWith([{ type: 'paragraph', children: [{ text: '<script>alert(1)</script>' }] }])]),
        /must not contain script tags/,
      ],
      [
        'a script tag in a heading',
        layoutOf([card({ heading: '< SCRIPT src=//x>' })]),
        /cards\.0\.heading: must not contain script tags/,
      ],
      [
        'a script tag in a title',
        { ...layoutOf([]), title: '</script><script>' },
        /title: must not contain script tags/,
      ],
      [
        'a javascript: link',
        layoutOf([
          textWith([
            { type: 'paragraph', children: [{ type: 'link', href: 'javascript:alert(1)', children: [{ text: 'x' }] }] },
          ]),
        ]),
        /href: must be an http\(s\), mailto or site-relative address/,
      ],
      [
        'a JaVaScRiPt: link with a tab',
        layoutOf([textWith([{ type: 'link', href: 'JaVa\tScRiPt:alert(1)', children: [{ text: 'x' }] }])]),
        /href: /,
      ],
      [
        'a protocol-relative link',
        layoutOf([textWith([{ type: 'link', href: '//evil.example/x', children: [{ text: 'x' }] }])]),
        /href: /,
      ],
      [
        'a backslash link',
        layoutOf([textWith([{ type: 'link', href: '/\\evil.example', children: [{ text: 'x' }] }])]),
        /href: /,
      ],
      [
        'a data: link',
        layoutOf([textWith([{ type: 'link', href: 'data:text/html,<b>x</b>', children: [{ text: 'x' }] }])]),
        /href: /,
      ],
      [
        'a javascript: image link',
        layoutOf([imageCard({ link: { variant: 'external', href: 'javascript:alert(1)' } })]),
        /link\.href: /,
      ],
      [
        'a data: image source',
        layoutOf([imageCard({ src: 'data:image/svg+xml,<svg onload=alert(1)>' })]),
        /content\.0\.src: /,
      ],
      ['a mailto: image source', layoutOf([imageCard({ src: 'mailto:x@y.z' })]), /content\.0\.src: /],
      // Issue 26 item 11: the page's CSP shows images from the site only, so another site's image would be broken.
      [
        'another site’s image',
        layoutOf([imageCard({ src: 'https://images.example.com/a.jpg' })]),
        /content\.0\.src: must be an image uploaded to this site/,
      ],
      [
        'another site’s image in rich text',
        layoutOf([textWith([{ type: 'image', src: 'https://images.example.com/a.jpg', children: [{ text: '' }] }])]),
        /src: must be an image uploaded to this site/,
      ],
      // Issue 25 item 20: a source that is not on the site (mistyped, never uploaded) showed a broken picture.
      [
        'an image the site does not have',
        layoutOf([imageCard({ src: '/img/landing/never-uploaded.webp' })]),
        /^The image \/img\/landing\/never-uploaded\.webp is not on this site/,
      ],
      [
        'a path out of the images folder',
        layoutOf([imageCard({ src: '/img/../storefront.sqlite' })]),
        /is not on this site/,
      ],
      [
        'an onclick attribute on a node',
        layoutOf([textWith([{ type: 'paragraph', onclick: 'alert(1)', children: [{ text: 'x' }] }])]),
        /onclick/,
      ],
      ['an onerror attribute on an image', layoutOf([imageCard({ onerror: 'alert(1)' })]), /onerror/],
      [
        'a style attribute on a text',
        layoutOf([textWith([{ type: 'paragraph', children: [{ text: 'x', style: 'color:red' }] }])]),
        /content\.0\.value\.0/,
      ],
      [
        'dangerouslySetInnerHTML on a card',
        layoutOf([card({ dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' } })]),
        /dangerouslySetInnerHTML/,
      ],
      [
        'an href on a paragraph',
        layoutOf([textWith([{ type: 'paragraph', href: '/x', children: [{ text: 'x' }] }])]),
        /paragraph cannot have href/,
      ],
      [
        'a carousel inside a carousel',
        layoutOf([carouselCard('k', 0, [{ id: 'k-inner', parentId: 'k-carousel', variant: 'carousel', interval: 3 }])]),
        /content\.1\.variant: carousel is not allowed inside a carousel/,
      ],
      [
        'a group inside a carousel',
        layoutOf([carouselCard('k', 0, [{ id: 'k-g', parentId: 'k-carousel', variant: 'group', direction: 'row' }])]),
        /group is not allowed inside a carousel/,
      ],
      [
        'a product list inside a carousel',
        layoutOf([
          carouselCard('k', 0, [
            {
              id: 'k-l',
              parentId: 'k-carousel',
              variant: 'productList',
              productSource: 'all',
              categoryCode: null,
              category: '',
            },
          ]),
        ]),
        /productList is not allowed inside a carousel/,
      ],
      [
        'push products inside a carousel',
        layoutOf([carouselCard('k', 0, [{ id: 'k-p', parentId: 'k-carousel', variant: 'pushProductList' }])]),
        /pushProductList is not allowed inside a carousel/,
      ],
      [
        'a child of a text item',
        layoutOf([card({ content: [...textCard('x', 0).content, imageItem('i', 'x-text')] })]),
        /content\.1\.parentId: must name a group or carousel/,
      ],
      [
        'an orphan item',
        layoutOf([card({ content: [...textCard('x', 0).content, imageItem('i', 'nowhere')] })]),
        /content\.1\.parentId: /,
      ],
      [
        'a second root',
        layoutOf([card({ content: [...textCard('x', 0).content, imageItem('i', null)] })]),
        /content\.1\.parentId: /,
      ],
      ['childID naming nothing', layoutOf([card({ childID: 'nothing' })]), /cards\.0\.childID: /],
      ['duplicate card ids', layoutOf([textCard('a', 0), textCard('a', 1)]), /cards\.1\.id: must be unique/],
      ['content on an empty card', layoutOf([card({ empty: true })]), /cards\.0\.content: must be empty/],
      [
        'an unknown content variant',
        layoutOf([card({ content: [{ id: 'x-text', parentId: null, variant: 'html', html: '<script>' }] })]),
        /variant/,
      ],
    ];
    it.each(cases)('%s', async (_name, payload, reason) => {
      const before = await read(admin);
      const res = await save(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorReason).toMatch(reason);
      expect(await read(admin)).toEqual(before);
    });

    it('refuses rich text nested deeper than the editor can make', async () => {
      let node: unknown = { text: 'deep' };
      for (let i = 0; i < 8; i++) node = { type: 'quote', children: [node] };
      const res = await save(layoutOf([textWith([node])]));
      expect(res.statusCode).toBe(400);
    });

    it('refuses more than 40 cards', async () => {
      const res = await save(layoutOf(Array.from({ length: 41 }, (_, i) => textCard(`c${i}`, i))));
      expect(res.statusCode).toBe(400);
      expect(res.json().errorReason).toMatch(/^body cards: /);
    });
  });
});
