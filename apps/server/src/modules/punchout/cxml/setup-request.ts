import { attributeOf, child, children, textOf, XmlRefused } from './safe-xml';

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export interface SetupItemOut {
  quantity: string;
  supplierPartId: string;
  supplierPartAuxiliaryId: string;
  unitOfMeasure: string;
}

export interface SetupShipTo {
  addressId: string | null;
  name: string;
  street: string;
  city: string;
  postalCode: string;
}

/** What a cXML PunchOutSetupRequest says, read and checked field by field (any 1.2.x version). */
export interface SetupRequest {
  payloadId: string;
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: CxmlCredential & { sharedSecret: string };
  deploymentMode: 'test' | 'production';
  operation: string;
  buyerCookie: string;
  extrinsics: Record<string, string>;
  browserFormPostUrl: string;
  shipTo: SetupShipTo | null;
  itemOut: SetupItemOut[];
}

const LIMITS = {
  buyerCookie: 200,
  identity: 120,
  domain: 60,
  url: 2000,
  extrinsic: 500,
  extrinsics: 50,
  itemOut: 2000,
};

function credentials(node: unknown): CxmlCredential[] {
  return children(node, 'Credential').map((c) => {
    const domain = attributeOf(c, 'domain') ?? '';
    const identity = textOf(child(c, 'Identity'));
    if (!domain || !identity || domain.length > LIMITS.domain || identity.length > LIMITS.identity)
      throw new XmlRefused('bad Credential');
    return { domain, identity };
  });
}

/** The root's version must be a cXML 1.2.x version: the fields are what is checked, not the exact DTD. */
function checkVersion(root: unknown): void {
  const version = attributeOf(root, 'version');
  if (version !== undefined && !/^1\.2\.\d{3}$/.test(version)) throw new XmlRefused(`cXML version ${version}`);
}

export function readSetupRequest(doc: Record<string, unknown>): SetupRequest {
  const root = doc['cXML'];
  if (!root || typeof root !== 'object' || Array.isArray(root)) throw new XmlRefused('no cXML root');
  checkVersion(root);
  const header = child(root, 'Header');
  const request = child(root, 'Request');
  const setup = child(request, 'PunchOutSetupRequest');
  if (!header || !setup) throw new XmlRefused('not a PunchOutSetupRequest');
  const senderNode = child(header, 'Sender');
  const senderCredential = child(senderNode, 'Credential');
  const [sender] = credentials(senderNode);
  const sharedSecret = textOf(child(senderCredential, 'SharedSecret'));
  const from = credentials(child(header, 'From'));
  const to = credentials(child(header, 'To'));
  if (!sender || from.length === 0 || to.length === 0) throw new XmlRefused('missing From, To or Sender credential');

  const mode = attributeOf(request, 'deploymentMode') ?? 'production';
  if (mode !== 'test' && mode !== 'production') throw new XmlRefused(`deploymentMode ${mode}`);
  const operation = attributeOf(setup, 'operation') ?? '';
  const buyerCookie = textOf(child(setup, 'BuyerCookie'));
  if (!buyerCookie || buyerCookie.length > LIMITS.buyerCookie) throw new XmlRefused('bad BuyerCookie');
  const browserFormPostUrl = textOf(child(child(setup, 'BrowserFormPost'), 'URL'));
  if (!browserFormPostUrl || browserFormPostUrl.length > LIMITS.url) throw new XmlRefused('bad BrowserFormPost URL');

  const extrinsicNodes = children(setup, 'Extrinsic');
  if (extrinsicNodes.length > LIMITS.extrinsics) throw new XmlRefused('too many Extrinsics');
  const extrinsics: Record<string, string> = {};
  for (const node of extrinsicNodes) {
    const name = attributeOf(node, 'name') ?? '';
    const value = textOf(node);
    if (!name || name.length > 100 || value.length > LIMITS.extrinsic) throw new XmlRefused('bad Extrinsic');
    extrinsics[name] = value;
  }

  const itemNodes = children(setup, 'ItemOut');
  if (itemNodes.length > LIMITS.itemOut) throw new XmlRefused('too many ItemOut lines');
  const itemOut = itemNodes.map((node) => {
    const itemId = child(node, 'ItemID');
    return {
      quantity: attributeOf(node, 'quantity') ?? '',
      supplierPartId: textOf(child(itemId, 'SupplierPartID')).slice(0, 100),
      supplierPartAuxiliaryId: textOf(child(itemId, 'SupplierPartAuxiliaryID')).slice(0, 200),
      unitOfMeasure: textOf(child(child(node, 'ItemDetail'), 'UnitOfMeasure')).slice(0, 10),
    };
  });

  return {
    payloadId: (attributeOf(root, 'payloadID') ?? '').slice(0, 200),
    from,
    to,
    sender: { ...sender, sharedSecret },
    deploymentMode: mode,
    operation,
    buyerCookie,
    extrinsics,
    browserFormPostUrl,
    shipTo: readShipTo(child(setup, 'ShipTo')),
    itemOut,
  };
}

function readShipTo(node: unknown): SetupShipTo | null {
  if (!node) return null;
  const address = child(node, 'Address');
  const postal = child(address, 'PostalAddress');
  return {
    addressId: attributeOf(address, 'addressID')?.slice(0, 40) ?? null,
    name: textOf(child(address, 'Name')).slice(0, 100),
    street: textOf(child(postal, 'Street')).slice(0, 100),
    city: textOf(child(postal, 'City')).slice(0, 60),
    postalCode: textOf(child(postal, 'PostalCode')).slice(0, 20),
  };
}
