import { Alert, Box } from '@mui/material';
import type { Customer, DeliveryAddress, SessionSettings } from '@storefront/contract';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useDetailsStep } from '../hooks/use-details-step';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { isConsumerDelivery, isConsumerPickup, type DetailsForm, type DetailsMode } from '../utils/delivery-details';
import { DeliveryAddressPicker } from './DeliveryAddressPicker';
import { DeliveryDateSelect } from './DeliveryDateSelect';
import { OrderFields } from './OrderFields';
import { ShipToSelect } from './ShipToSelect';
import { StepActions } from './StepActions';

interface DetailsStepProps {
  form: DetailsForm;
  onChange: (patch: Partial<DetailsForm>) => void;
  mode: DetailsMode;
  customer: Customer | null;
  settings: SessionSettings;
  addresses: { data: DeliveryAddress[] | undefined; isError: boolean; refetch: () => unknown };
  lineTotal: string | null;
  onBack: () => void;
  onDone: () => void;
}

/** Spec 2 §2 step 3: where and when, the P.O. and instructions; Next saves them to the cart header. */
export function DetailsStep({
  form,
  onChange,
  mode,
  customer,
  settings,
  addresses,
  lineTotal,
  onBack,
  onDone,
}: DetailsStepProps) {
  const step = useDetailsStep({ form, onChange, mode, customer, settings, addresses: addresses.data, lineTotal });
  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const delivering = isConsumerDelivery(mode);
  const shiptos = customer?.shiptos ?? [];

  const next = async () => {
    if (await step.save()) onDone();
    else focusFirstInvalid();
  };

  return (
    <Box ref={container} sx={{ display: 'grid', gap: 2.5, maxWidth: 720, pt: 1 }}>
      {!mode.consumer && shiptos.length > 0 && (
        <ShipToSelect
          shiptos={shiptos}
          value={form.shipToCode}
          error={step.errors.shipToCode}
          onChange={(code) => onChange({ shipToCode: code })}
          onBlur={() => step.touch('shipToCode')}
        />
      )}
      {delivering && addresses.isError && (
        <ErrorState message="The delivery addresses could not be loaded." onRetry={() => void addresses.refetch()} />
      )}
      {delivering && !addresses.data && !addresses.isError && <Loading label="Loading delivery addresses" />}
      {delivering && addresses.data && (
        <DeliveryAddressPicker
          addresses={addresses.data}
          value={form.addressId}
          onChange={(id) => onChange({ addressId: id })}
        />
      )}
      {step.blockers.length > 0 && (
        <Alert severity="warning" role="alert">
          {step.blockers.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {(!delivering || form.addressId !== null) && (
        <DeliveryDateSelect
          dates={step.dates.data}
          loading={step.dates.isFetching}
          failed={step.dates.isError}
          onRetry={() => void step.dates.refetch()}
          value={form.deliveryDate}
          required={settings.checkoutRequireDeliveryDate}
          error={step.errors.deliveryDate}
          onChange={(date) => onChange({ deliveryDate: date })}
          onBlur={() => step.touch('deliveryDate')}
          pickup={isConsumerPickup(mode)}
        />
      )}
      <OrderFields
        form={form}
        errors={step.errors}
        poRequired={step.poRequired}
        onChange={onChange}
        onBlur={step.touch}
      />
      {step.saveMessage && (
        <Alert severity="error" role="alert">
          {step.saveMessage}
        </Alert>
      )}
      <StepActions
        onBack={onBack}
        onNext={() => void next()}
        nextDisabled={step.blockers.length > 0 || step.addressesPending}
        pending={step.saving}
      />
    </Box>
  );
}
