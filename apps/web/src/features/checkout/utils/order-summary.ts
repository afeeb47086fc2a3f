import type { Customer, DeliveryAddress } from '@storefront/contract';
import { cardBrandName, deliveryDateLabel, detectIssuer, lastFour } from '@storefront/domain';
import { isConsumerDelivery, isConsumerPickup, type DetailsForm, type DetailsMode } from './delivery-details';
import type { CardForm } from '../../../components/payment/payment-form';

export interface SummaryItem {
  label: string;
  value: string;
}

interface SummaryInput {
  mode: DetailsMode;
  form: DetailsForm;
  customer: Pick<Customer, 'shiptos'> | null;
  address: DeliveryAddress | null;
  card: CardForm | null;
}

/** The card as a receipt may name it: brand and last four digits, never more. */
export function cardSummary(card: CardForm): string {
  const issuer = detectIssuer(card.cardNumber);
  const ending = lastFour(card.cardNumber);
  if (ending === '') return '';
  return `${issuer ? cardBrandName(issuer) : 'Card'} ending ${ending}`;
}

/** What Confirm Order repeats from the earlier steps; empty values are left out by the view. */
export function orderSummary({ mode, form, customer, address, card }: SummaryInput): SummaryItem[] {
  const items: SummaryItem[] = [];
  if (isConsumerPickup(mode)) items.push({ label: 'Shipment Method', value: 'Pickup' });
  if (isConsumerDelivery(mode)) {
    if (mode.shipMethod) items.push({ label: 'Shipment Method', value: mode.shipMethod });
    if (address)
      items.push({
        label: 'Delivery Address',
        value: [address.name, address.address1, `${address.city}, ${address.state} ${address.zip}`].join('\n'),
      });
  }
  if (!mode.consumer) {
    const shipTo = customer?.shiptos.find((s) => s.code === form.shipToCode);
    items.push({ label: 'Ship-To', value: shipTo ? `${shipTo.code} - ${shipTo.name}` : (form.shipToCode ?? '') });
  }
  items.push(
    {
      label: isConsumerPickup(mode) ? 'Pickup Date' : 'Delivery Date',
      value: form.deliveryDate ? deliveryDateLabel(form.deliveryDate) : '',
    },
    { label: 'Customer P.O.', value: form.customerPo.trim() },
    { label: 'Special Instruction 1', value: form.specialInstruction1 },
    { label: 'Special Instruction 2', value: form.specialInstruction2 },
    { label: 'Notes', value: form.notes },
  );
  if (card) items.push({ label: 'Payment', value: cardSummary(card) });
  return items;
}
