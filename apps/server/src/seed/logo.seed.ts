import fs from 'node:fs';
import path from 'node:path';

/** The site logo, served as /img/logo.svg and named by GET /api/settings/logoname. */
export function writeLogo(imagesDir: string): void {
  const file = path.join(imagesDir, 'logo.svg');
  if (fs.existsSync(file)) return;
  fs.mkdirSync(imagesDir, { recursive: true });
  // The site name as the page names the picture (its alt text is the site name: WCAG 2.5.3, label in name).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="40" viewBox="0 0 132 40">
  <rect x="2" y="6" width="28" height="28" rx="6" fill="#ffffff"/>
  <path d="M8 26 L16 12 L24 26 Z" fill="#008080"/>
  <circle cx="16" cy="27" r="2.5" fill="#f50057"/>
  <text font-family="Roboto, Helvetica, Arial, sans-serif" font-weight="700" fill="#ffffff">
    <tspan x="38" y="18" font-size="16">Harbor</tspan>
    <tspan x="38" y="35" font-size="14.5">Foodservice</tspan>
  </text>
</svg>
`;
  fs.writeFileSync(file, svg);
}
