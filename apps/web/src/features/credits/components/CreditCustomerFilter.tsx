import { type CustomerOption, CustomerSearchField } from '../../../components/form/CustomerSearchField';
import { type CustomerScope, useCreditCustomers } from '../api/credit-customers';

/** The customer chosen: its key, and its name when known. */
export type ChosenCustomer = CustomerOption;

interface CreditCustomerFilterProps {
  scope: CustomerScope;
  /** The customer the list is narrowed to (from the address), or null for all. */
  value: ChosenCustomer | null;
  onChange: (customer: ChosenCustomer | null) => void;
}

/** The hook for each scope, made once: the field calls the one it is given on every render. */
const useSalespersonCustomers = (search: string) => useCreditCustomers('salesperson', search);
const useAnyCustomers = (search: string) => useCreditCustomers('administrator', search);
const CHOICES: Record<CustomerScope, typeof useAnyCustomers> = {
  salesperson: useSalespersonCustomers,
  administrator: useAnyCustomers,
};

/**
 * The /credits customer filter: typed names or codes are searched on the server (an administrator's search answers at
 * most 50), so every customer can be found, not only the first ones. Cleared, it shows all customers.
 */
export function CreditCustomerFilter({ scope, value, onChange }: CreditCustomerFilterProps) {
  return (
    <CustomerSearchField
      value={value}
      onChange={onChange}
      useChoices={CHOICES[scope]}
      label="Customer"
      placeholder="All customers"
      optionLabel={(c) => (c.customerCode ? `${c.name} (${c.customerCode})` : c.name)}
    />
  );
}
