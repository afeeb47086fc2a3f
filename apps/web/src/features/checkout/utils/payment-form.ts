import type { DeliveryAddress, SubmitCardRequest } from '@storefront/contract';
import { cardDigits, type BillingAddressInput } from '@storefront/domain';
import type { PaymentForm } from '../../../components/payment/payment-form';

/** The billing address starts as the delivery address, until the buyer typed anything into it. */
export function prefillBilling(current: BillingAddressInput, address: DeliveryAddress | null): BillingAddressInput {
  const fields: (keyof BillingAddressInput)[] = ['name', 'address1', 'address2', 'city', 'state', 'zip', 'phone'];
  const untouched = fields.every((f) => current[f].trim() === '');
  if (!untouched || !address) return current;
  return {
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    phone: address.phone,
  };
}

export interface CardRequestContext {
  /** The estimate's total the buyer confirmed, 2 decimals. */
  orderTotal: string;
  deliveryAddressId: number | null;
  email: string;
}

/** POST /api/cart/submit/card body; the card number goes as digits only. */
export function cardRequest(form: PaymentForm, ctx: CardRequestContext): SubmitCardRequest {
  const billing = form.billing;
  return {
    orderTotal: ctx.orderTotal,
    creditCard: { cardNumber: cardDigits(form.card.cardNumber), expirationDate: form.card.expiry, cvv2: form.card.cvv },
    address: {
      name: billing.name.trim(),
      accountHolderName: billing.name.trim(),
      address1: billing.address1.trim(),
      address2: billing.address2.trim(),
      city: billing.city.trim(),
      state: billing.state.trim().toUpperCase(),
      zip: billing.zip.trim(),
      phone: billing.phone.trim(),
      country: 'US',
      email: ctx.email,
    },
    deliveryAddressId: ctx.deliveryAddressId,
  };
}
