import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { OrderView } from '@storefront/contract';
import { MAX_PHOTOS_PER_LINE } from '@storefront/domain';
import { errorMessage } from '../../../lib/api/api-client';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSubmitCheckin } from '../api/checkin-api';
import { useCheckinPhotos } from '../hooks/use-checkin-photos';
import {
  type CheckinDraft,
  type CheckinLineDraft,
  type CheckinPhotoDraft,
  checkinLinesOf,
  checkinRequest,
  lineProblem,
  problemCount,
  RECEIVED,
} from '../utils/checkin-form';
import { CheckinLineCard } from './CheckinLineCard';

/**
 * The check-in of an invoiced order: every line starts as Received; the buyer marks what was short, damaged (with
 * photos), wrong or of poor quality, and sends it once. The server's refusal (a claim window passed, names its rule)
 * shows beside the button.
 */
export function CheckinForm({ order }: { order: OrderView }) {
  const lines = checkinLinesOf(order);
  const [draft, setDraft] = useState<CheckinDraft>({});
  const [tried, setTried] = useState(false);
  const submit = useSubmitCheckin(order.orderNumber);
  const photos = useCheckinPhotos();
  const problems = lines.map((l) => lineProblem(l, draft[l.lineNumber] ?? RECEIVED));
  const count = problemCount(draft);

  const update = (lineNumber: number, change: (d: CheckinLineDraft) => CheckinLineDraft) =>
    setDraft((prev) => ({ ...prev, [lineNumber]: change(prev[lineNumber] ?? RECEIVED) }));
  const photosOf = (lineNumber: number) => (change: (p: CheckinPhotoDraft[]) => CheckinPhotoDraft[]) =>
    update(lineNumber, (d) => ({ ...d, photos: change(d.photos) }));

  const send = () => {
    setTried(true);
    if (problems.some((p) => p !== null)) return;
    // The recorded check-in replaces the form: show it from its top, where its outcome is said.
    submit.mutate(checkinRequest(lines, draft), { onSuccess: () => window.scrollTo({ top: 0 }) });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Check in order ${order.orderNumber}`}
      onSubmit={(e) => (e.preventDefault(), send())}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="body1">
        Check each line of order {order.orderNumber} as it arrived. Lines left at Received need nothing more; a problem
        becomes a credit request at the invoiced price for your salesperson to review.
      </Typography>
      <Box component="ul" aria-label="Invoiced lines" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {lines.map((line, i) => {
          const lineDraft = draft[line.lineNumber] ?? RECEIVED;
          return (
            <CheckinLineCard
              key={line.lineNumber}
              line={line}
              draft={lineDraft}
              problem={tried ? (problems[i] ?? null) : null}
              onChange={(change) => update(line.lineNumber, (d) => ({ ...d, ...change }))}
              onAddPhotos={(files) =>
                photos.add(files, MAX_PHOTOS_PER_LINE - lineDraft.photos.length, photosOf(line.lineNumber))
              }
              onRemovePhoto={(photo) => photos.remove(photo, photosOf(line.lineNumber))}
            />
          );
        })}
      </Box>
      {tried && problems.some((p) => p !== null) && (
        <Alert severity="error">Some lines need more: see the messages above.</Alert>
      )}
      {submit.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(submit.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={submit.isPending}>
          {count === 0 ? 'Confirm All Received' : `Request Credit for ${count} ${count === 1 ? 'Line' : 'Lines'}`}
        </Button>
        <Button component={RouterLink} to={PATHS.historyOrders}>
          Back to Order History
        </Button>
      </Box>
    </Box>
  );
}
