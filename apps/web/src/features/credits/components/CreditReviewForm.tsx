import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import type { CreditRequestDetail } from '@storefront/contract';
import { REVIEW_NOTE_MAX } from '@storefront/domain';
import { errorMessage, isApiError } from '../../../lib/api/api-client';
import { useReviewCredit } from '../api/credits-api';
import {
  DECISION_LABELS,
  NEW_REVIEW,
  type PartLine,
  type ReviewDecision,
  type ReviewDraft,
  reviewProblem,
  reviewRequest,
} from '../utils/review-form';
import { PartLineFields } from './PartLineFields';

interface CreditReviewFormProps {
  request: CreditRequestDetail;
  /** Another reviewer got there first (409, with the server's reason): the page reads the request again and says so. */
  onAlreadyReviewed: (reason: string) => void;
}

/** The review of an open request, for the customer's salesperson or an administrator: all, part or none. */
export function CreditReviewForm({ request, onAlreadyReviewed }: CreditReviewFormProps) {
  const [draft, setDraft] = useState<ReviewDraft>(NEW_REVIEW);
  const [tried, setTried] = useState(false);
  const review = useReviewCredit(request.number);
  const problem = reviewProblem(request.lines, draft);
  const reject = draft.decision === 'reject';

  const send = () => {
    setTried(true);
    if (problem) return;
    review.mutate(reviewRequest(request.lines, draft), {
      onError: (err) => {
        if (isApiError(err, 409)) onAlreadyReviewed(errorMessage(err));
      },
    });
  };
  const setPart = (lineNumber: number, part: PartLine) =>
    setDraft((d) => ({ ...d, lines: { ...d.lines, [lineNumber]: part } }));

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="credit-review-title"
      onSubmit={(e) => (e.preventDefault(), send())}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="credit-review-title" component="h2" variant="h6">
        Review
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend">Decision</FormLabel>
        <RadioGroup
          row
          name="credit-decision"
          value={draft.decision}
          onChange={(e) => setDraft({ ...draft, decision: e.target.value as ReviewDecision })}
        >
          {(Object.keys(DECISION_LABELS) as ReviewDecision[]).map((d) => (
            <FormControlLabel key={d} value={d} control={<Radio />} label={DECISION_LABELS[d]} />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.decision === 'partial' && (
        <Box
          component="ul"
          aria-label="Approved per line"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {request.lines.map((line) => (
            <PartLineFields
              key={line.lineNumber}
              line={line}
              part={draft.lines[line.lineNumber] ?? { by: 'quantity', value: '' }}
              showProblem={tried}
              onChange={(part) => setPart(line.lineNumber, part)}
            />
          ))}
        </Box>
      )}
      <TextField
        label={reject ? 'Why it is rejected' : 'Note to the customer (optional)'}
        value={draft.note}
        onChange={(e) => setDraft({ ...draft, note: e.target.value })}
        required={reject}
        error={tried && reject && !draft.note.trim()}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: REVIEW_NOTE_MAX } }}
      />
      {tried && problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {review.isError && !isApiError(review.error, 409) && (
        <Alert severity="error" role="alert">
          {errorMessage(review.error)}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" color={reject ? 'error' : 'primary'} disabled={review.isPending}>
          {DECISION_LABELS[draft.decision]}
        </Button>
      </Box>
    </Box>
  );
}
