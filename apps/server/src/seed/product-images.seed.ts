import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { forEachLimited } from '../platform/images/concurrency';
import { MAIN_CATEGORIES } from './catalogue-data';
import { demoProducts } from './demo-catalogue/demo-products';
import { hashString } from './prng';
import { backgroundSvg, emojiPx, emojiSvg, notoEmoji, PICTURE_PX } from './product-picture.svg';

/**
 * Source pictures for the demo products, each its product's emoji as the data files
 * name it (the few named '' keep 'No Image'), some with a second detail picture,
 * written as the JPEG files an administrator would drop into the image source directory.
 * Each emoji is rasterised once and laid on each product's background: rendering the
 * emoji's SVG per product took four times as long.
 */
export async function writeProductImages(sourceDir: string): Promise<number> {
  fs.mkdirSync(sourceDir, { recursive: true });
  const hues = new Map(MAIN_CATEGORIES.map((m) => [m.code, m.hue]));
  const jobs: { file: string; icon: string; background: string; detail: boolean }[] = [];
  for (const p of demoProducts()) {
    if (p.picture === null) continue;
    const h = hashString(p.code);
    const hue = ((hues.get(p.main) ?? 200) + (h % 31) - 15 + 360) % 360;
    const shade = (h % 7) / 6;
    jobs.push({ file: `${p.code}.jpg`, icon: p.picture, background: backgroundSvg(hue, shade, false), detail: false });
    if (p.detailPicture) jobs.push({ file: `${p.code}_2.jpg`, icon: p.picture, background: backgroundSvg(hue, shade, true), detail: true });
  }
  const noto = await notoEmoji();
  const emojis = new Map<string, Promise<Buffer>>();
  const emoji = (icon: string, detail: boolean) => {
    const key = `${icon} ${detail}`;
    let png = emojis.get(key);
    if (!png) {
      png = sharp(Buffer.from(emojiSvg(noto, icon, detail)))
        .png()
        .toBuffer();
      emojis.set(key, png);
    }
    return png;
  };
  await forEachLimited(jobs, Math.max(2, os.availableParallelism()), async (job) => {
    const at = (PICTURE_PX - emojiPx(job.detail)) / 2;
    await sharp(Buffer.from(job.background))
      .composite([{ input: await emoji(job.icon, job.detail), top: at, left: at }])
      .jpeg({ quality: 86 })
      .toFile(path.join(sourceDir, job.file));
  });
  return jobs.length;
}
