import { describe, expect, it } from 'vitest';
import { type PunchoutBuyer, PunchoutBuyerInput } from '@storefront/contract';
import {
  type BuyerDraft,
  buyerInputOf,
  draftChanged,
  draftOf,
  identityRow,
  nextIdentityRow,
  unitRow,
} from './punchout-buyer-draft';
import { buyerProblems, identityProblemKey, returnUrlProblem, unitProblemKey } from './punchout-buyer-rules';

const demoCxml: PunchoutBuyer = {
  id: 1,
  name: 'Demo Procurement (cXML)',
  protocol: 'cxml',
  customerKey: 7,
  customerName: 'Bayside Bistro',
  shipToCode: 'MAIN',
  identities: [
    { role: 'from', deploymentMode: 'production', domain: 'NetworkId', identity: 'DEMO-PROCUREMENT' },
    { role: 'sender', deploymentMode: 'production', domain: 'NetworkId', identity: 'DEMO-PROCUREMENT' },
  ],
  toIdentity: 'HARBORFOODS',
  hasSharedSecret: true,
  username: 'cxmlbuyer',
  returnUrls: ['http://localhost', 'http://127.0.0.1'],
  unitMap: { CS: 'CA', LB: 'LBR' },
  unspscDefault: '50000000',
  transferEncoding: 'cxml-urlencoded',
  enabled: true,
};

const demoOci: PunchoutBuyer = {
  ...demoCxml,
  id: 2,
  name: 'Demo Procurement (SAP OCI)',
  protocol: 'oci',
  identities: [],
  toIdentity: null,
  hasSharedSecret: false,
  username: 'ocibuyer',
  transferEncoding: 'oci',
};

/** A new cXML buyer with everything the server needs. */
function filledNew(): BuyerDraft {
  const draft = draftOf(null);
  const [from, sender] = draft.identities;
  return {
    ...draft,
    name: '  Acme Ariba  ',
    customer: { customerKey: 3, name: 'Harbor Grill & Oyster Bar' },
    identities: [
      { ...from!, identity: 'ACME-T', deploymentMode: 'test' },
      { ...sender!, identity: 'ACME-T', deploymentMode: 'test' },
    ],
    toIdentity: 'HARBORFOODS',
    sharedSecret: 'acme-shared-secret',
    username: 'acmebuyer',
    returnUrls: 'https://acme.example/ariba/\n\n  http://127.0.0.1  \n',
  };
}

describe('punchout buyer form: the draft', () => {
  it('opens a new buyer as cXML, enabled, with an empty From and Sender in NetworkId', () => {
    const draft = draftOf(null);
    expect(draft.protocol).toBe('cxml');
    expect(draft.enabled).toBe(true);
    expect(draft.identities.map((i) => [i.role, i.deploymentMode, i.domain, i.identity])).toEqual([
      ['from', 'production', 'NetworkId', ''],
      ['sender', 'production', 'NetworkId', ''],
    ]);
    expect(draft.cxmlEncoding).toBe('cxml-urlencoded');
  });

  it('opens a listed buyer as it is, its secret and password empty (write-only), return URLs one per line, units as rows', () => {
    const draft = draftOf(demoCxml);
    expect(draft.sharedSecret).toBe('');
    expect(draft.password).toBe('');
    expect(draft.returnUrls).toBe('http://localhost\nhttp://127.0.0.1');
    expect(draft.unitMap.map((r) => [r.ours, r.theirs])).toEqual([
      ['CS', 'CA'],
      ['LB', 'LBR'],
    ]);
    expect(draft.customer).toEqual({ customerKey: 7, name: 'Bayside Bistro' });
    expect(draft.shipToCode).toBe('MAIN');
  });

  it('gives every row its own key', () => {
    const keys = [identityRow().key, identityRow().key, unitRow().key, unitRow().key];
    expect(new Set(keys).size).toBe(4);
  });

  it('adds the role the list lacks, then repeats the last row’s role, mode and domain', () => {
    expect(nextIdentityRow([]).role).toBe('from');
    expect(nextIdentityRow([identityRow({ role: 'from' })]).role).toBe('sender');
    const next = nextIdentityRow([
      identityRow({ role: 'from' }),
      identityRow({ role: 'sender', deploymentMode: 'test', domain: 'DUNS' }),
    ]);
    expect([next.role, next.deploymentMode, next.domain, next.identity]).toEqual(['sender', 'test', 'DUNS', '']);
  });

  it('knows when something was changed', () => {
    const initial = draftOf(demoCxml);
    expect(draftChanged(initial, { ...initial })).toBe(false);
    expect(draftChanged(initial, { ...initial, enabled: false })).toBe(true);
    expect(draftChanged(initial, { ...initial, returnUrls: `${initial.returnUrls}\nhttps://x.example` })).toBe(true);
  });
});

describe('punchout buyer form: the request body', () => {
  it('sends a new cXML buyer trimmed, with its secret, the return URLs without blank lines and no OCI password', () => {
    const input = buyerInputOf(filledNew());
    expect(input).toEqual({
      name: 'Acme Ariba',
      protocol: 'cxml',
      customerKey: 3,
      shipToCode: null,
      identities: [
        { role: 'from', deploymentMode: 'test', domain: 'NetworkId', identity: 'ACME-T' },
        { role: 'sender', deploymentMode: 'test', domain: 'NetworkId', identity: 'ACME-T' },
      ],
      toIdentity: 'HARBORFOODS',
      sharedSecret: 'acme-shared-secret',
      username: 'acmebuyer',
      returnUrls: ['https://acme.example/ariba/', 'http://127.0.0.1'],
      unitMap: {},
      unspscDefault: '',
      transferEncoding: 'cxml-urlencoded',
      enabled: true,
    });
    expect(PunchoutBuyerInput.safeParse(input).success).toBe(true);
  });

  it('leaves an empty secret out, which keeps the stored one', () => {
    const input = buyerInputOf(draftOf(demoCxml));
    expect('sharedSecret' in input).toBe(false);
    expect('password' in input).toBe(false);
    expect(input.unitMap).toEqual({ CS: 'CA', LB: 'LBR' });
    expect(input.shipToCode).toBe('MAIN');
  });

  it('sends an OCI buyer with its password, no identities, no To and the OCI encoding, whatever the cXML fields hold', () => {
    const draft: BuyerDraft = { ...filledNew(), protocol: 'oci', password: 'Oci#Pass1', cxmlEncoding: 'cxml-base64' };
    const input = buyerInputOf(draft);
    expect(input.identities).toEqual([]);
    expect(input.toIdentity).toBeNull();
    expect(input.transferEncoding).toBe('oci');
    expect(input.password).toBe('Oci#Pass1');
    expect('sharedSecret' in input).toBe(false);
    expect(PunchoutBuyerInput.safeParse(input).success).toBe(true);
  });

  it('keeps what was typed for cXML while OCI is chosen, so switching back loses nothing', () => {
    const draft = filledNew();
    const back = buyerInputOf({ ...{ ...draft, protocol: 'oci' as const }, protocol: 'cxml' });
    expect(back.identities).toHaveLength(2);
    expect(back.sharedSecret).toBe('acme-shared-secret');
  });

  it('leaves empty unit rows out and sends the rest as a map', () => {
    const draft: BuyerDraft = {
      ...filledNew(),
      unitMap: [unitRow('CS', 'CA'), unitRow('', ''), unitRow(' LB ', ' LBR ')],
    };
    expect(buyerInputOf(draft).unitMap).toEqual({ CS: 'CA', LB: 'LBR' });
  });
});

describe('punchout buyer form: the rules (the server’s, at once)', () => {
  it('has no problem with a complete new cXML buyer, nor with a listed buyer left as it is', () => {
    expect(buyerProblems(filledNew(), null)).toEqual({});
    expect(buyerProblems(draftOf(demoCxml), demoCxml)).toEqual({});
    expect(buyerProblems(draftOf(demoOci), demoOci)).toEqual({});
  });

  it('asks for the name, the customer, the username, the To identity, the secret and a return URL of a new cXML buyer', () => {
    expect(buyerProblems(draftOf(null), null)).toMatchObject({
      name: 'Enter a name',
      customer: 'Choose the customer this buyer orders for',
      username: 'Enter a username',
      toIdentity: 'A cXML buyer needs the identity it sends us in To.',
      sharedSecret: 'A cXML buyer needs a shared secret.',
      returnUrls: 'Enter at least one return URL',
    });
  });

  it('needs a From and a Sender identity, each with a domain and an identity, and none twice', () => {
    const draft = filledNew();
    const [from, sender] = draft.identities;
    expect(buyerProblems({ ...draft, identities: [from!] }, null).identities).toBe(
      'A cXML buyer needs at least one From and one Sender identity.',
    );
    const blank = { ...sender!, domain: ' ', identity: '' };
    expect(buyerProblems({ ...draft, identities: [from!, blank] }, null)).toMatchObject({
      [identityProblemKey(blank.key, 'domain')]: 'Enter the domain (e.g. NetworkId)',
      [identityProblemKey(blank.key, 'identity')]: 'Enter the identity',
    });
    const twice = { ...from!, key: 999, identity: 'acme-t' };
    expect(buyerProblems({ ...draft, identities: [from!, sender!, twice] }, null)).toEqual({
      [identityProblemKey(999, 'identity')]: 'This identity is listed twice',
    });
  });

  it('wants a secret of at least 12 characters when one is typed, and none when one is stored', () => {
    expect(buyerProblems({ ...filledNew(), sharedSecret: 'short' }, null).sharedSecret).toBe('At least 12 characters');
    expect(buyerProblems({ ...draftOf(demoCxml), sharedSecret: '' }, demoCxml).sharedSecret).toBeUndefined();
    // An OCI buyer made cXML has no secret yet.
    const fromOci = {
      ...draftOf(demoOci),
      protocol: 'cxml' as const,
      identities: filledNew().identities,
      toIdentity: 'HARBORFOODS',
    };
    expect(buyerProblems(fromOci, demoOci).sharedSecret).toBe('A cXML buyer needs a shared secret.');
  });

  it('needs a password for a new OCI buyer (8 or more characters) and keeps the stored one of an OCI buyer', () => {
    const newOci: BuyerDraft = { ...filledNew(), protocol: 'oci' };
    expect(buyerProblems(newOci, null)).toEqual({ password: 'An OCI buyer needs a password.' });
    expect(buyerProblems({ ...newOci, password: 'seven77' }, null)).toEqual({ password: 'At least 8 characters' });
    expect(buyerProblems({ ...newOci, password: 'eight888' }, null)).toEqual({});
    expect(buyerProblems(draftOf(demoOci), demoOci)).toEqual({});
    // A cXML buyer made OCI: its account's password is a random one, so it needs one now.
    expect(buyerProblems({ ...draftOf(demoCxml), protocol: 'oci' }, demoCxml)).toEqual({
      password: 'An OCI buyer needs a password.',
    });
  });

  it('refuses return URLs the server refuses, naming the first one', () => {
    const withUrls = (returnUrls: string) => buyerProblems({ ...filledNew(), returnUrls }, null).returnUrls;
    expect(withUrls('http://localhost\nftp://files.example')).toBe(
      "'ftp://files.example' is not an http:// or https:// address",
    );
    expect(withUrls('buyer.example/ariba')).toBe("'buyer.example/ariba' is not an http:// or https:// address");
    expect(withUrls('https://user:pw@buyer.example')).toBe(
      "'https://user:pw@buyer.example' must not carry a user name or password",
    );
    expect(withUrls('https://buyer.example/?a=1')).toBe(
      "'https://buyer.example/?a=1' must not have a query or fragment",
    );
    expect(withUrls(' \n ')).toBe('Enter at least one return URL');
    expect(withUrls(Array.from({ length: 21 }, (_, i) => `https://b${i}.example`).join('\n'))).toBe(
      'At most 20 return URLs',
    );
    expect(withUrls('https://buyer.example:8443/punchout/')).toBeUndefined();
    expect(returnUrlProblem('http://127.0.0.1')).toBeNull();
  });

  it('checks each unit row: letters and digits, at most 10, each of our units once', () => {
    const cs = unitRow('CS', 'CA');
    const again = unitRow('CS', 'XCS');
    const bad = unitRow('C-S', '');
    expect(buyerProblems({ ...filledNew(), unitMap: [cs, again, bad, unitRow()] }, null)).toEqual({
      [unitProblemKey(again.key, 'ours')]: 'CS is mapped twice',
      [unitProblemKey(bad.key, 'ours')]: 'Letters and digits, at most 10',
      [unitProblemKey(bad.key, 'theirs')]: "Enter the buyer's code",
    });
  });

  it('takes digits only for the UNSPSC default, and at most 20 characters for a ship-to code', () => {
    expect(buyerProblems({ ...filledNew(), unspscDefault: '5000-0000' }, null)).toEqual({
      unspscDefault: 'Digits only',
    });
    expect(buyerProblems({ ...filledNew(), shipToCode: 'X'.repeat(21) }, null)).toEqual({
      shipToCode: 'At most 20 characters',
    });
    expect(buyerProblems({ ...filledNew(), username: 'ab' }, null)).toEqual({ username: 'At least 3 characters' });
  });

  it('accepts whatever it finds no problem with: the contract agrees', () => {
    const cases: [BuyerDraft, PunchoutBuyer | null][] = [
      [filledNew(), null],
      [draftOf(demoCxml), demoCxml],
      [draftOf(demoOci), demoOci],
      [{ ...filledNew(), protocol: 'oci', password: 'longenough' }, null],
      [{ ...draftOf(demoCxml), unitMap: [unitRow('KG', 'KGM')], unspscDefault: '50000000', shipToCode: '' }, demoCxml],
    ];
    for (const [draft, buyer] of cases) {
      expect(buyerProblems(draft, buyer)).toEqual({});
      expect(PunchoutBuyerInput.safeParse(buyerInputOf(draft)).success).toBe(true);
    }
  });
});
