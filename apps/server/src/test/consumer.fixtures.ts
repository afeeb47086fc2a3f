import { hashPassword } from '../platform/auth/password-hash';
import { signInAs, type TestApp } from './test-app';

/** A self-registered consumer besides the demo one (password Demo#2026), signed in: the headers of its session. */
export async function signedInNewConsumer(t: TestApp, email: string): Promise<Record<string, string>> {
  const now = t.clock.now;
  await t.database.db
    .insertInto('users')
    .values({
      username: email,
      email,
      name: 'Fresh',
      password_hash: await hashPassword('Demo#2026', t.config.passwordHashCost),
      kind: 'consumer',
      created_at: now,
      password_changed_at: now,
    })
    .execute();
  return signInAs(t.app, email);
}
