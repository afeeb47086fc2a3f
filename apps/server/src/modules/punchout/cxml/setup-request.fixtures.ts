/**
 * PunchOutSetupRequests as procurement systems send them, for the demo cXML buyer (README, Punchout). The styles
 * differ where the real systems differ: the DTD version in the DOCTYPE, '-T' test identities, the extrinsics they
 * add, ShipTo with or without an addressID, and ItemOut lines for edit and inspect.
 */
export type SetupStyle = 'ariba' | 'coupa' | 'sap';

export interface SetupOptions {
  style?: SetupStyle;
  operation?: string;
  buyerCookie?: string;
  returnUrl?: string;
  sharedSecret?: string;
  senderIdentity?: string;
  deploymentMode?: 'test' | 'production';
  shipToAddressId?: string;
  itemOut?: { quantity: string; supplierPartId: string; auxiliaryId?: string; unit: string }[];
}

export const DEMO_SECRET = 'punchout-demo-secret';

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const STYLE = {
  ariba: {
    version: '1.2.014',
    userAgent: 'Ariba Network v1.1',
    extrinsics: { UserEmail: 'chef@baysidebistro.example', UniqueName: 'cchef', CostCenter: '4100-Kitchen' },
  },
  coupa: {
    version: '1.2.020',
    userAgent: 'Coupa Procurement 1.0',
    extrinsics: { UserEmail: 'buyer@baysidebistro.example', FirstName: 'Casey', LastName: 'Chef' },
  },
  sap: {
    version: '1.2.050',
    userAgent: 'SAP Business Network',
    extrinsics: { UserEmail: 'purchasing@baysidebistro.example', User: 'PURCH01', BusinessUnit: 'BISTRO' },
  },
} as const;

export function setupRequestXml(o: SetupOptions = {}): string {
  const style = STYLE[o.style ?? 'ariba'];
  const mode = o.deploymentMode ?? 'test';
  const identity = o.senderIdentity ?? (mode === 'test' ? 'DEMO-PROCUREMENT-T' : 'DEMO-PROCUREMENT');
  const extrinsics = Object.entries(style.extrinsics)
    .map(([name, value]) => `      <Extrinsic name="${name}">${esc(value)}</Extrinsic>`)
    .join('\n');
  const shipTo =
    o.shipToAddressId === undefined
      ? ''
      : `      <ShipTo>
        <Address addressID="${esc(o.shipToAddressId)}" isoCountryCode="US">
          <Name xml:lang="en">Bayside Bistro</Name>
          <PostalAddress><Street>1 Commercial St</Street><City>Portland</City><State>ME</State><PostalCode>04101</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress>
        </Address>
      </ShipTo>`;
  const items = (o.itemOut ?? [])
    .map(
      (item, i) => `      <ItemOut quantity="${esc(item.quantity)}" lineNumber="${i + 1}">
        <ItemID><SupplierPartID>${esc(item.supplierPartId)}</SupplierPartID>${item.auxiliaryId ? `<SupplierPartAuxiliaryID>${esc(item.auxiliaryId)}</SupplierPartAuxiliaryID>` : ''}</ItemID>
        <ItemDetail><UnitPrice><Money currency="USD">1.00</Money></UnitPrice><Description xml:lang="en">Line ${i + 1}</Description><UnitOfMeasure>${esc(item.unit)}</UnitOfMeasure><Classification domain="UNSPSC">50000000</Classification></ItemDetail>
      </ItemOut>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${style.version}/cXML.dtd">
<cXML payloadID="${Date.now()}.4242@procurement.test" timestamp="2026-11-26T09:00:00-05:00" version="${style.version}" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkId"><Identity>${esc(identity)}</Identity></Credential></From>
    <To><Credential domain="NetworkId"><Identity>HARBORFOODS</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkId"><Identity>${esc(identity)}</Identity><SharedSecret>${esc(o.sharedSecret ?? DEMO_SECRET)}</SharedSecret></Credential>
      <UserAgent>${style.userAgent}</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="${mode}">
    <PunchOutSetupRequest operation="${esc(o.operation ?? 'create')}">
      <BuyerCookie>${esc(o.buyerCookie ?? 'cookie-1')}</BuyerCookie>
${extrinsics}
      <BrowserFormPost><URL>${esc(o.returnUrl ?? 'http://127.0.0.1:9/receive')}</URL></BrowserFormPost>
      <SupplierSetup><URL>http://localhost:8080/punchout/cxml/setup</URL></SupplierSetup>
${shipTo}
${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}
