import { CustomerSearchField } from '../../../../components/form/CustomerSearchField';
import { useCustomerChoices } from '../../api/customer-choices';
import type { CustomerChoice } from '../../utils/punchout-buyer-draft';
import type { FieldState } from './section-props';

interface CustomerPickerProps extends FieldState {
  value: CustomerChoice | null;
  onChange: (customer: CustomerChoice | null) => void;
}

/**
 * The customer a buyer orders for, searched by name or code among the customers the administrator may see (the
 * Select Customer list). The buyer's current customer stays offered even when that list does not hold it.
 */
export function CustomerPicker({ value, onChange, ...state }: CustomerPickerProps) {
  return (
    <CustomerSearchField
      {...state}
      inDialog
      value={value}
      onChange={(customer) => onChange(customer && { customerKey: customer.customerKey, name: customer.name })}
      useChoices={useCustomerChoices}
      label="Customer"
      required
    />
  );
}
