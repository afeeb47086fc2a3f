import fs from 'node:fs';
import path from 'node:path';

/** The site logo, served as /img/logo.svg and named by GET /api/settings/logoname. */
export function writeLogo(imagesDir: string): void {
  const file = path.join(imagesDir, 'logo.svg');
  if (fs.existsSync(file)) return;
  fs.mkdirSync(imagesDir, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40">
  <rect x="2" y="6" width="28" height="28" rx="6" fill="#ffffff"/>
  <path d="M8 26 L16 12 L24 26 Z" fill="#008080"/>
  <circle cx="16" cy="27" r="2.5" fill="#f50057"/>
  <text x="38" y="26" font-family="Roboto, Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="#ffffff">Harbor Foods</text>
</svg>
`;
  fs.writeFileSync(file, svg);
}
