import { randomBytes } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/** The cXML version our documents declare; their content is valid against its DTD (checked in the tests with xmllint). */
export const CXML_VERSION = '1.2.063';
const DTD = `http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd`;

/** The words cXML's own status list gives each code we answer with (no detail a stranger could use). */
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  406: 'Not Acceptable',
  500: 'Internal Server Error',
};

export interface CxmlStamp {
  /** Epoch ms of the document. */
  now: number;
  /** The host part of payload IDs, e.g. the shop's host name. */
  host: string;
}

function cxmlRoot(stamp: CxmlStamp): XMLBuilder {
  const payloadId = `${stamp.now}.${randomBytes(8).toString('hex')}@${stamp.host}`;
  return create({ version: '1.0', encoding: 'UTF-8' })
    .dtd({ name: 'cXML', sysID: DTD })
    .ele('cXML', {
      version: CXML_VERSION,
      payloadID: payloadId,
      timestamp: new Date(stamp.now).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      'xml:lang': 'en-US',
    });
}

/** A PunchOutSetupResponse: Status 200 and the page the buyer's browser opens. */
export function setupResponse(stamp: CxmlStamp, startPageUrl: string): string {
  const response = cxmlRoot(stamp).ele('Response');
  response.ele('Status', { code: '200', text: STATUS_TEXT[200] });
  response.ele('PunchOutSetupResponse').ele('StartPage').ele('URL').txt(startPageUrl);
  return response.doc().end({ prettyPrint: true });
}

/** A refusal as a cXML Response: the code and its standard words only. */
export function statusResponse(stamp: CxmlStamp, code: number): string {
  const response = cxmlRoot(stamp).ele('Response');
  response.ele('Status', { code: String(code), text: STATUS_TEXT[code] ?? 'Error' });
  return response.doc().end({ prettyPrint: true });
}

export interface OrderMessageLine {
  lineNumber: number;
  quantity: string;
  supplierPartId: string;
  supplierPartAuxiliaryId: string;
  unitPrice: string;
  description: string;
  shortName: string;
  unitOfMeasure: string;
  /** When the price is per another unit than the one ordered. */
  priceBasis: { quantity: string; conversionFactor: string; unitOfMeasure: string } | null;
  classification: string;
  extrinsics: { name: string; value: string }[];
}

export interface OrderMessage {
  buyerCookie: string;
  deploymentMode: 'test' | 'production';
  /** Our identity (From and Sender) and the buyer's (To): the credentials the setup request named, swapped. */
  ours: { domain: string; identity: string };
  theirs: { domain: string; identity: string };
  total: string;
  currency: string;
  lines: OrderMessageLine[];
}

/** A PunchOutOrderMessage: the cart handed back to the procurement system (never a SharedSecret). */
export function orderMessage(stamp: CxmlStamp, message: OrderMessage): string {
  const root = cxmlRoot(stamp);
  const header = root.ele('Header');
  header.ele('From').ele('Credential', { domain: message.ours.domain }).ele('Identity').txt(message.ours.identity);
  header.ele('To').ele('Credential', { domain: message.theirs.domain }).ele('Identity').txt(message.theirs.identity);
  const sender = header.ele('Sender');
  sender.ele('Credential', { domain: message.ours.domain }).ele('Identity').txt(message.ours.identity);
  sender.ele('UserAgent').txt('Harbor Foods Storefront');
  const poom = root.ele('Message', { deploymentMode: message.deploymentMode }).ele('PunchOutOrderMessage');
  poom.ele('BuyerCookie').txt(message.buyerCookie);
  poom
    .ele('PunchOutOrderMessageHeader', { operationAllowed: 'edit' })
    .ele('Total')
    .ele('Money', { currency: message.currency })
    .txt(message.total);
  for (const line of message.lines) {
    const item = poom.ele('ItemIn', { quantity: line.quantity, lineNumber: String(line.lineNumber) });
    const id = item.ele('ItemID');
    id.ele('SupplierPartID').txt(line.supplierPartId);
    id.ele('SupplierPartAuxiliaryID').txt(line.supplierPartAuxiliaryId);
    const detail = item.ele('ItemDetail');
    detail.ele('UnitPrice').ele('Money', { currency: message.currency }).txt(line.unitPrice);
    detail.ele('Description', { 'xml:lang': 'en' }).txt(line.description).ele('ShortName').txt(line.shortName);
    detail.ele('UnitOfMeasure').txt(line.unitOfMeasure);
    if (line.priceBasis) {
      detail
        .ele('PriceBasisQuantity', {
          quantity: line.priceBasis.quantity,
          conversionFactor: line.priceBasis.conversionFactor,
        })
        .ele('UnitOfMeasure')
        .txt(line.priceBasis.unitOfMeasure);
    }
    detail.ele('Classification', { domain: 'UNSPSC' }).txt(line.classification);
    for (const extrinsic of line.extrinsics) detail.ele('Extrinsic', { name: extrinsic.name }).txt(extrinsic.value);
  }
  return root.doc().end({ prettyPrint: true });
}
