import type { PunchoutMessage } from '@storefront/contract';
import { toDecimal } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, unauthorized } from '../../platform/http/http-error';
import type { Principal } from '../../platform/auth/principal';
import type { CartOwner } from '../cart/cart-owner';
import { readCart } from '../cart/cart.service';
import { buyerUnitOf } from './punchout-buyer.rules';
import { lineAuxiliaryId } from './punchout-cart.service';
import { findBuyer, findPunchoutSession, fromIdentityOf, setPunchoutStatus } from './punchout.repository';
import { type OrderMessageLine, orderMessage } from './cxml/documents';
import { hookFields, ociItemFields } from './oci/oci-fields';

const CURRENCY = 'USD';
/** UNSPSC segment 50: Food, Beverage and Tobacco Products, when a buyer names no classification of its own. */
const FOOD_UNSPSC = '50000000';
/** The OCI caller fields a HOOK_URL return sends back as they came. */
export const OCI_CALLER_FIELDS = ['~OkCode', '~Target', '~Caller', '~CALLER'] as const;

/**
 * POST /api/punchout/createmessage: the cart as the procurement system wants it back (a cXML PunchOutOrderMessage
 * in the buyer's encoding, or OCI's NEW_ITEM fields), and where to post it. The session becomes Returned; the cart
 * stays as it is (an edit later brings it back) and never becomes an order.
 */
export async function createPunchoutMessage(
  ctx: AppContext,
  principal: Principal,
  owner: CartOwner,
): Promise<PunchoutMessage> {
  if (!principal.isPunchout || principal.punchoutSessionId === null)
    throw forbidden('Only a punchout session transfers its cart.');
  const session = await findPunchoutSession(ctx.db, principal.punchoutSessionId);
  if (!session) throw unauthorized('Punchout session expired');
  if (session.expires_at <= ctx.now()) {
    await setPunchoutStatus(ctx.db, session.id, 'Expired');
    throw unauthorized('Punchout session expired');
  }
  const buyer = await findBuyer(ctx.db, session.buyer_id);
  if (!buyer) throw unauthorized('Punchout session expired');
  const cart = await readCart(ctx, owner);
  if (cart.messages.length > 0) throw conflict(cart.messages.join(' '));
  if (cart.lines.length === 0) throw conflict('The cart is empty.');
  const total = cart.totals.lineTotal;
  const lines = cart.lines.flatMap((line) => (line.extension === null ? [] : [{ ...line, extension: line.extension }]));
  if (total === null || lines.length !== cart.lines.length)
    throw conflict('A line of the cart has no amount. Please remove it from the cart.');
  const unitMap = JSON.parse(buyer.unit_map) as Record<string, string>;
  const classification = buyer.unspsc_default || FOOD_UNSPSC;

  let answer: PunchoutMessage;
  if (buyer.protocol === 'oci') {
    const extrinsics = JSON.parse(session.extrinsics) as Record<string, string>;
    const caller = Object.fromEntries(
      OCI_CALLER_FIELDS.flatMap((name) => (extrinsics[name] === undefined ? [] : [[name, extrinsics[name]]])),
    );
    const items = ociItemFields(
      lines.map((line) => ({
        description: line.description,
        quantity: line.quantity.value,
        unit: buyerUnitOf(line.quantity.unit, unitMap),
        // OCI prices per ordered unit: the line's amount over its quantity (the line total is what the buyer is charged).
        price: toDecimal(line.extension).div(toDecimal(line.quantity.value)).toFixed(3),
        priceUnit: 1,
        currency: CURRENCY,
        matGroup: classification,
        leadTimeDays: 1,
        vendorMat: line.productCode,
        extProductId: lineAuxiliaryId({
          productKey: line.productKey,
          unit: line.quantity.unit,
          priceUnit: line.unitPrice.from,
        }),
        longText: [line.productText1, line.productText2].filter(Boolean).join('\n'),
      })),
    );
    const fields = [...items, ...hookFields(session.return_url, caller)];
    answer = {
      postbackUrl: session.return_url,
      body: new URLSearchParams(fields.map((f): [string, string] => [f.name, f.value])).toString(),
      fields,
      target: extrinsics['~Target'] || '_top',
    };
  } else {
    const lines: OrderMessageLine[] = cart.lines.map((line, index) => {
      const sellUnit = line.quantity.unit;
      const priceUnit = line.unitPrice.from;
      return {
        lineNumber: index + 1,
        quantity: line.quantity.value,
        supplierPartId: line.productCode,
        supplierPartAuxiliaryId: lineAuxiliaryId({ productKey: line.productKey, unit: sellUnit, priceUnit }),
        unitPrice: line.unitPrice.factor,
        description: line.description,
        shortName: [...line.description].slice(0, 50).join(''),
        unitOfMeasure: buyerUnitOf(sellUnit, unitMap),
        priceBasis:
          priceUnit === sellUnit
            ? null
            : {
                quantity: '1',
                conversionFactor: line.priceConversion.factor,
                unitOfMeasure: buyerUnitOf(priceUnit, unitMap),
              },
        classification,
        extrinsics: [
          ...(line.productText1 ? [{ name: 'ProductText1', value: line.productText1 }] : []),
          ...(line.productText2 ? [{ name: 'ProductText2', value: line.productText2 }] : []),
        ],
      };
    });
    const from = await fromIdentityOf(ctx.db, buyer.id, session.deployment_mode);
    const xml = orderMessage(
      { now: ctx.now(), host: new URL(ctx.config.publicUrl).hostname },
      {
        buyerCookie: session.buyer_cookie,
        deploymentMode: session.deployment_mode,
        ours: { domain: from?.domain ?? 'NetworkId', identity: buyer.to_identity ?? 'HARBORFOODS' },
        theirs: { domain: from?.domain ?? 'NetworkId', identity: from?.identity ?? buyer.name },
        total,
        currency: CURRENCY,
        lines,
      },
    );
    const field = buyer.transfer_encoding === 'cxml-base64' ? 'cxml-base64' : 'cxml-urlencoded';
    const value = field === 'cxml-base64' ? Buffer.from(xml, 'utf8').toString('base64') : xml;
    answer = { postbackUrl: session.return_url, body: value, fields: [{ name: field, value }], target: '_top' };
  }
  await setPunchoutStatus(ctx.db, session.id, 'Returned');
  return answer;
}
