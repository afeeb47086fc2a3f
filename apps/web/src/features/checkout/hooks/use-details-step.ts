import { useEffect, useState } from 'react';
import type { Customer, DeliveryAddress, SessionSettings } from '@storefront/contract';
import { useDeliveryDates } from '../api/get-delivery-dates';
import { useUpdateCartHeader } from '../api/update-cart-header';
import {
  chooseAddress,
  chooseDeliveryDate,
  deliveryDatesTarget,
  headerUpdate,
  isConsumerDelivery,
  type DetailsForm,
  type DetailsMode,
} from '../utils/delivery-details';
import {
  addressBlockers,
  canContinueDetails,
  detailsFieldErrors,
  poRequired,
  visibleErrors,
} from '../utils/details-rules';
import { UNEXPECTED_ERROR_MESSAGE } from '../utils/submit-outcome';

export type DetailsField =
  'shipToCode' | 'deliveryDate' | 'customerPo' | 'specialInstruction1' | 'specialInstruction2' | 'notes';

interface DetailsStepInput {
  form: DetailsForm;
  onChange: (patch: Partial<DetailsForm>) => void;
  mode: DetailsMode;
  customer: Customer | null;
  settings: SessionSettings;
  /** The consumer's address book; undefined while loading or for trade customers. */
  addresses: DeliveryAddress[] | undefined;
  lineTotal: string | null;
}

/** The Delivery (Pickup) Details step: its valid dates, rules and the header save on Next. */
export function useDetailsStep({ form, onChange, mode, customer, settings, addresses, lineTotal }: DetailsStepInput) {
  const dates = useDeliveryDates(deliveryDatesTarget(mode, form));
  const saveHeader = useUpdateCartHeader();
  const [touched, setTouched] = useState<ReadonlySet<DetailsField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saveMessage, setSaveMessage] = useState<string | null>(null);
  const delivering = isConsumerDelivery(mode);
  const flag = settings.defaultDeliveryDateFlag;

  useEffect(() => {
    if (!delivering || !addresses) return;
    const id = chooseAddress(form.addressId, addresses);
    if (id !== form.addressId) onChange({ addressId: id });
  }, [delivering, addresses, form.addressId, onChange]);

  // Dates of the previous ship-to or address (kept while the new ones load) must not pick a date.
  const freshDates = dates.data && !dates.isPlaceholderData ? dates.data : null;
  useEffect(() => {
    if (!freshDates) return;
    const date = chooseDeliveryDate(form.deliveryDate, freshDates, flag);
    if (date !== form.deliveryDate) onChange({ deliveryDate: date });
  }, [freshDates, form.deliveryDate, flag, onChange]);

  const address = delivering ? (addresses?.find((a) => a.id === form.addressId) ?? null) : null;
  const errors = detailsFieldErrors(form, {
    mode,
    poRequired: poRequired(mode.consumer, customer?.requiredPO),
    requireDeliveryDate: settings.checkoutRequireDeliveryDate,
    hasShipTos: (customer?.shiptos.length ?? 0) > 0,
  });
  const blockers =
    addresses || !delivering
      ? addressBlockers({ mode, address, lineTotal, zipRestrictionMessage: settings.zipCodeRestrictionMessage })
      : [];

  const touch = (field: DetailsField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));

  /** true when the header was saved and the buyer may go on. */
  const save = async (): Promise<boolean> => {
    setSubmitted(true);
    setSaveMessage(null);
    if (!canContinueDetails(errors, blockers)) return false;
    try {
      const result = await saveHeader.mutateAsync(headerUpdate(form, mode));
      if (result.isValid) return true;
      setSaveMessage(result.message || UNEXPECTED_ERROR_MESSAGE);
    } catch {
      setSaveMessage(UNEXPECTED_ERROR_MESSAGE);
    }
    return false;
  };

  return {
    dates,
    address,
    errors: visibleErrors<DetailsField>(errors, touched, submitted),
    blockers,
    /** Waiting for the address book: Next waits too rather than skip the zip and minimum checks. */
    addressesPending: delivering && !addresses,
    poRequired: poRequired(mode.consumer, customer?.requiredPO),
    touch,
    save,
    saving: saveHeader.isPending,
    saveMessage,
  };
}
