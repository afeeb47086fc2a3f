import { useState } from 'react';
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
  // From the click until the write and the cart's reload are done, the box shows what was asked for: set in the
  // click's own event, so the controlled box never flips back before the mutation's state arrives.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? line.noSubstitutes;
  return (
    <FormControlLabel
      onClick={(e) => e.stopPropagation()}
      sx={{ mr: 0, mt: 0.25, '& .MuiFormControlLabel-label': { typography: 'body2', color: 'text.secondary' } }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          disabled={update.isPending}
          onChange={(e) => {
            setAsked(e.target.checked);
            update.mutate(noSubstitutesUpdate(line, e.target.checked), {
              onError: (err) => notify(describeWriteFailure(err).message, { variant: 'error' }),
              // The reload has landed (or the write failed): the line says what is saved.
              onSettled: () => setAsked(null),
            });
          }}
        />
      }
      label={NO_SUBSTITUTES_LABEL}
    />
  );
}
