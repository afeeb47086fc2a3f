import { Checkbox, FormControlLabel } from '@mui/material';
import type { CartLine } from '@storefront/contract';
import { NO_SUBSTITUTES_LABEL } from '@storefront/domain';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useUpdateCartLine } from '../../api/update-cart-line';
import { noSubstitutesUpdate } from '../../utils/no-substitutes';
import { describeWriteFailure } from '../../utils/write-failure';

/** 'No substitutes for this line' (issue 31): saved at once through the line update; the cart reloads after it. */
export function NoSubstitutesToggle({ line }: { line: CartLine }) {
  const update = useUpdateCartLine();
  const notify = useNotify();
  // While the write is on its way the box shows what was asked for.
  const checked = update.isPending ? (update.variables.line.noSubstitutes ?? line.noSubstitutes) : line.noSubstitutes;
  return (
    <FormControlLabel
      onClick={(e) => e.stopPropagation()}
      sx={{ mr: 0, mt: 0.25, '& .MuiFormControlLabel-label': { typography: 'body2', color: 'text.secondary' } }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(noSubstitutesUpdate(line, e.target.checked), {
              onError: (err) => notify(describeWriteFailure(err).message, { variant: 'error' }),
            })
          }
        />
      }
      label={NO_SUBSTITUTES_LABEL}
    />
  );
}
