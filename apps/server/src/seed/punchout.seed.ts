import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { saveBuyer } from '../modules/punchout/punchout-buyers.service';
import { DEMO_PASSWORD } from './demo-accounts';

/** Procurement systems on this machine: any port and path on localhost (a buyer's test harness, the e2e receiver). */
const LOCAL_RETURN_URLS = ['http://localhost', 'http://127.0.0.1'];
const UNIT_MAP = { CS: 'CA', EA: 'EA', LB: 'LBR', KG: 'KGM', DZ: 'DZN' };

/**
 * The demo procurement systems (README, Punchout): a cXML buyer (From and Sender DEMO-PROCUREMENT in NetworkId,
 * To HARBORFOODS, shared secret punchout-demo-secret) and an OCI buyer (ocibuyer / the demo password), both
 * ordering for Bayside Bistro, through the same write path /admin uses.
 */
export async function seedPunchoutBuyers(db: Kysely<DB>, now: number, hashCost: number): Promise<void> {
  if (await db.selectFrom('punchout_buyers').select('id').limit(1).executeTakeFirst()) return;
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('customer_code', '=', 'BAYBIS')
    .executeTakeFirst();
  if (!customer) return;
  const common = {
    customerKey: customer.id,
    shipToCode: 'MAIN',
    returnUrls: LOCAL_RETURN_URLS,
    unitMap: UNIT_MAP,
    unspscDefault: '50000000',
    enabled: true,
  };
  const identity = (role: 'from' | 'sender', deploymentMode: 'test' | 'production', name = 'DEMO-PROCUREMENT') => ({
    role,
    deploymentMode,
    domain: 'NetworkId',
    identity: name,
  });
  await saveBuyer(
    db,
    null,
    {
      ...common,
      name: 'Demo Procurement (cXML)',
      protocol: 'cxml',
      // Test mode also knows the '-T' identity procurement networks give test accounts.
      identities: [
        identity('from', 'production'),
        identity('sender', 'production'),
        identity('from', 'test'),
        identity('sender', 'test'),
        identity('from', 'test', 'DEMO-PROCUREMENT-T'),
        identity('sender', 'test', 'DEMO-PROCUREMENT-T'),
      ],
      toIdentity: 'HARBORFOODS',
      sharedSecret: 'punchout-demo-secret',
      username: 'cxmlbuyer',
      transferEncoding: 'cxml-urlencoded',
    },
    { now, hashCost },
  );
  await saveBuyer(
    db,
    null,
    {
      ...common,
      name: 'Demo Procurement (SAP OCI)',
      protocol: 'oci',
      identities: [],
      toIdentity: null,
      username: 'ocibuyer',
      password: DEMO_PASSWORD,
      transferEncoding: 'oci',
    },
    { now, hashCost },
  );
}
