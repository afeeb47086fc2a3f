import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';

/** Fetches a challenge and solves it as the widget does; returns the verifyToken the forms send. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/humancheck/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode}`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Delivers the outbox and reads every .eml in the mail drop, oldest first. */
export async function deliveredMail(app: FastifyInstance, mailDir: string): Promise<ReadMail[]> {
  await app.ctx.outbox.drain();
  if (!fs.existsSync(mailDir)) return [];
  const files = fs.readdirSync(mailDir).sort();
  const out: ReadMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
    out.push({ file, to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
  }
  return out;
}

/** The t= token of the first link to `route` in the text. */
export function linkToken(text: string, route: '/verifyemail' | '/changepassword'): string {
  const match = new RegExp(`${route}\\?t=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${route} link in: ${text}`);
  return decodeURIComponent(match[1]);
}
