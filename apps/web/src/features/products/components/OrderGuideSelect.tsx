import { NativeSelectField } from '../../../components/form/NativeSelectField';

interface OrderGuideSelectProps {
  /** The chosen guide; '' for All Products. */
  value: string;
  /** The guides offered, the chosen one among them (orderGuideNames). */
  names: readonly string[];
  offerAllProducts: boolean;
  onChange: (og: string) => void;
}

/** Guide names are at most 12 characters: a narrow select ('All Products' fits 150 px with the arrow). */
const selectSx = { minWidth: 150, flex: { xs: '1 1 150px', md: '0 0 150px' } } as const;

/** Spec 1 §2 Order Guide filter: 'All Products' (unless the menu forbids it) and the customer's guides. */
export function OrderGuideSelect({ value, names, offerAllProducts, onChange }: OrderGuideSelectProps) {
  return (
    <NativeSelectField label="Order Guide" value={value} onChange={onChange} sx={selectSx}>
      {offerAllProducts && <option value="">All Products</option>}
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </NativeSelectField>
  );
}
