import { TableCell, TableSortLabel } from '@mui/material';

interface SortHeaderProps<S extends string> {
  column: S;
  label: string;
  sortBy: string;
  direction: 'asc' | 'desc';
  onSort: (column: S) => void;
  align?: 'left' | 'right';
}

/** A column heading that sorts the table by its column (aria-sort tells screen readers which). */
export function SortHeader<S extends string>({
  column,
  label,
  sortBy,
  direction,
  onSort,
  align = 'left',
}: SortHeaderProps<S>) {
  const active = sortBy === column;
  return (
    <TableCell align={align} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={active ? direction : 'desc'} onClick={() => onSort(column)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
