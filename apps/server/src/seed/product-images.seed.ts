import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { forEachLimited } from '../platform/images/concurrency';
import { demoProducts } from './demo-catalogue/demo-products';
import { emojiSvg, notoEmoji, productPicture } from './product-picture.svg';

/**
 * Source pictures for the demo products (the few without one keep 'No Image'): each product's package with its
 * printed label (product-picture.svg.ts), some with a second picture of the label close up, written as the JPEG
 * files an administrator would drop into the image source directory. Each emoji mark is rasterised once per size
 * and laid over the rendered label: rendering the emoji's SVG within every picture took four times as long.
 */
export async function writeProductImages(sourceDir: string): Promise<number> {
  fs.mkdirSync(sourceDir, { recursive: true });
  const jobs = demoProducts().flatMap((p) => {
    if (!p.picture) return [];
    const main = { file: `${p.code}.jpg`, picture: productPicture(p, false) };
    return p.detailPicture ? [main, { file: `${p.code}_2.jpg`, picture: productPicture(p, true) }] : [main];
  });
  const noto = await notoEmoji();
  const emojis = new Map<string, Promise<Buffer>>();
  const emoji = (icon: string, px: number) => {
    const key = `${icon} ${px}`;
    let png = emojis.get(key);
    if (!png) {
      png = sharp(Buffer.from(emojiSvg(noto, icon, px)))
        .png()
        .toBuffer();
      emojis.set(key, png);
    }
    return png;
  };
  await forEachLimited(jobs, Math.max(2, os.availableParallelism()), async ({ file, picture }) => {
    const mark = picture.emoji;
    await sharp(Buffer.from(picture.svg))
      .composite(mark ? [{ input: await emoji(mark.name, mark.size), top: mark.y, left: mark.x }] : [])
      .jpeg({ quality: 86 })
      .toFile(path.join(sourceDir, file));
  });
  return jobs.length;
}
