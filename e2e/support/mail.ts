import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e2e server has no SMTP_URL, so its mail lands as .eml files under DATA_DIR/mail;
 * the worker's server fixture (support/test.ts) names that data dir in E2E_DATA_DIR.
 */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: read mail inside a test that uses the server fixture');
  return path.join(dataDir, 'mail');
}

/** The message's text with quoted-printable soft breaks and escapes undone (enough to read a link). */
function decodedText(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for the newest mail to `to` whose text has a link to `route`, and returns the link's path and query;
 * `newerThan`: a link already read, so the wait is for the next mail (a resent link).
 */
export async function mailedLink(
  to: string,
  route: '/verifyemail' | '/changepassword',
  newerThan?: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const dir = mailDir();
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
        for (const file of files) {
          const text = decodedText(fs.readFileSync(path.join(dir, file), 'utf8'));
          if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
          const match = new RegExp(`https?://[^/\\s]+(${route}\\?t=[A-Za-z0-9_%-]+)`).exec(text);
          if (match?.[1]) {
            link = match[1];
            return link !== newerThan;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a ${route} mail to ${to}` },
    )
    .toBe(true);
  return link ?? '';
}
