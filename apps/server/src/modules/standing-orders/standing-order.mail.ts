import { deliveryDateLabel } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { OutgoingMail } from '../../platform/mail/mailer';
import type { PdfRenderer } from '../../platform/pdf/render-pool';
import { orderConfirmationMail } from '../orders/order-confirmation.mail';
import { readSiteValues } from '../settings/settings.repository';
import type { NotPlacedMailPayload, PlacedMailPayload } from './standing-order-placement.service';

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function isPlaced(p: unknown): p is PlacedMailPayload {
  if (typeof p !== 'object' || p === null) return false;
  const v = p as Record<string, unknown>;
  return (
    typeof v.to === 'string' &&
    typeof v.orderNumber === 'string' &&
    typeof v.userId === 'number' &&
    typeof v.customerId === 'number' &&
    typeof v.name === 'string' &&
    typeof v.deliveryDate === 'string' &&
    typeof v.editableUntil === 'string' &&
    strings(v.unfilled) &&
    strings(v.notices)
  );
}

function isNotPlaced(p: unknown): p is NotPlacedMailPayload {
  if (typeof p !== 'object' || p === null) return false;
  const v = p as Record<string, unknown>;
  return (
    typeof v.to === 'string' && typeof v.name === 'string' && typeof v.deliveryDate === 'string' && strings(v.messages)
  );
}

const list = (title: string, items: readonly string[]) =>
  items.length === 0 ? [] : [title, ...items.map((m) => `- ${m}`), ''];

/**
 * 'standing-order-placed': the order a standing order placed, that it can be changed until the cut-off, and every
 * line that could not be filled (left out, never silently); the order confirmation follows, with its PDF.
 */
export function standingOrderPlacedMail(db: Db, renderer: Pick<PdfRenderer, 'render'>) {
  const confirmation = orderConfirmationMail(db, renderer);
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isPlaced(payload)) return null;
    const base = await confirmation({
      orderNumber: payload.orderNumber,
      userId: payload.userId,
      customerId: payload.customerId,
      to: payload.to,
    });
    if (!base) return null;
    const site = await readSiteValues(db);
    const text = [
      `Your standing order "${payload.name}" was placed as order ${payload.orderNumber} for delivery on ${deliveryDateLabel(payload.deliveryDate)}, priced today.`,
      `${payload.editableUntil}: until then you can change or cancel it in Order History.`,
      '',
      ...list('Not ordered, because these lines could not be filled:', payload.unfilled),
      ...list('Stock:', payload.notices),
      base.text,
    ].join('\n');
    return {
      ...base,
      subject: `${site.siteName}: standing order ${payload.name} placed as order ${payload.orderNumber}`,
      text,
    };
  };
}

/** 'standing-order-not-placed': no order for this date, and why (every line unfillable, a refusal of checkout). */
export function standingOrderNotPlacedMail(db: Db) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isNotPlaced(payload)) return null;
    const site = await readSiteValues(db);
    const text = [
      `Your standing order "${payload.name}" could not be placed for delivery on ${deliveryDateLabel(payload.deliveryDate)}.`,
      '',
      ...list('Why:', payload.messages),
      'Please place the order yourself, or change the standing order.',
      '',
      site.siteName,
    ].join('\n');
    return {
      to: payload.to,
      subject: `${site.siteName}: standing order ${payload.name} not placed for ${payload.deliveryDate}`,
      text,
    };
  };
}
