import type { PunchoutBuyerInput } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { setupRequestXml } from './cxml/setup-request.fixtures';
import { postSetup } from './punchout.fixtures';

describe('punchout buyers on /admin', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customerKey: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
    customerKey = (
      await t.database.db
        .selectFrom('customers')
        .select('id')
        .where('customer_code', '=', 'HARGRL')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const input = (over: Partial<PunchoutBuyerInput> = {}): PunchoutBuyerInput => ({
    name: 'Harbor Grill Coupa',
    protocol: 'cxml',
    customerKey,
    shipToCode: 'MAIN',
    identities: [
      { role: 'from', deploymentMode: 'production', domain: 'DUNS', identity: '123456789' },
      { role: 'sender', deploymentMode: 'production', domain: 'NetworkId', identity: 'COUPA-HG' },
    ],
    toIdentity: 'HARBORFOODS',
    sharedSecret: 'harbor-grill-secret-2026',
    username: 'harborgrill-coupa',
    returnUrls: ['https://harborgrill.coupahost.example/punchout/'],
    unitMap: { CS: 'CA' },
    unspscDefault: '50000000',
    transferEncoding: 'cxml-base64',
    enabled: true,
    ...over,
  });
  const post = (body: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/punchout/buyers', headers, payload: body as object });

  it('lists the demo buyers without their secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/punchout/buyers', headers: admin });
    expect(res.statusCode).toBe(200);
    const buyers = res.json() as { name: string; hasSharedSecret: boolean; protocol: string; username: string }[];
    expect(buyers.map((b) => [b.name, b.protocol, b.username])).toEqual([
      ['Demo Procurement (cXML)', 'cxml', 'cxmlbuyer'],
      ['Demo Procurement (SAP OCI)', 'oci', 'ocibuyer'],
    ]);
    expect(res.body).not.toContain('punchout-demo-secret');
    expect(res.body).not.toMatch(/hash/i);
  });

  it('adds a cXML buyer whose setup requests the server then takes, and a disabled one it refuses', async () => {
    const res = await post(input());
    expect(res.statusCode).toBe(200);
    const buyer = res.json() as { id: number; hasSharedSecret: boolean };
    expect(buyer.hasSharedSecret).toBe(true);
    const stored = await t.database.db
      .selectFrom('punchout_buyers')
      .select('shared_secret_hash')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(stored.shared_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.shared_secret_hash).not.toContain('harbor-grill');

    const setup = setupRequestXml({
      senderIdentity: 'COUPA-HG',
      deploymentMode: 'production',
      sharedSecret: 'harbor-grill-secret-2026',
      returnUrl: 'https://harborgrill.coupahost.example/punchout/return',
    }).replace(
      '<From><Credential domain="NetworkId"><Identity>COUPA-HG</Identity>',
      '<From><Credential domain="DUNS"><Identity>123456789</Identity>',
    );
    expect((await postSetup(t.app, setup)).statusCode).toBe(200);

    // A change without a secret keeps the stored one.
    const { sharedSecret: _kept, ...withoutSecret } = input({ enabled: false });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/punchout/buyers/${buyer.id}`,
      headers: admin,
      payload: withoutSecret,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ enabled: false, hasSharedSecret: true });
    expect((await postSetup(t.app, setup)).statusCode).toBe(401);
  });

  it('refuses what a buyer cannot work with, in words an administrator can act on', async () => {
    const cases: [Partial<PunchoutBuyerInput>, number, RegExp][] = [
      [{ name: 'Bad URL', username: 'bad-url', returnUrls: ['ftp://x.example'] }, 400, /http/],
      [
        {
          name: 'No sender',
          username: 'no-sender',
          identities: [{ role: 'from', deploymentMode: 'test', domain: 'NetworkId', identity: 'X' }],
        },
        400,
        /Sender/,
      ],
      [{ name: 'No secret', username: 'no-secret', sharedSecret: undefined }, 400, /shared secret/],
      [{ name: 'No ship-to', username: 'no-ship-to', shipToCode: 'NOWHERE' }, 400, /ship-to/],
      [
        {
          name: 'OCI as cXML',
          username: 'oci-cxml',
          protocol: 'oci',
          password: 'Oci#2026pass',
          transferEncoding: 'cxml-base64',
        },
        400,
        /OCI fields/,
      ],
      [{ name: 'Taken', username: 'customer' }, 409, /taken/],
      [{ name: 'Demo Procurement (cXML)', username: 'dup-name' }, 409, /name or one of these identities/],
    ];
    for (const [over, status, words] of cases) {
      const res = await post(input(over));
      expect(res.statusCode, over.name).toBe(status);
      expect((res.json() as { errorReason: string }).errorReason, over.name).toMatch(words);
    }
  });

  it('answers buyers to administrators only', async () => {
    const customer = await signInAs(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/punchout/buyers', headers: customer })).statusCode,
    ).toBe(403);
    expect((await post(input({ name: 'Sneaky', username: 'sneaky' }), customer)).statusCode).toBe(403);
  });
});
