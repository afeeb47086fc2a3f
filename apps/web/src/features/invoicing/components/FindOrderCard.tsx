import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ORDER_NUMBER } from '../hooks/use-shown-order';

const BLANK = 'Enter the order number, as on the order confirmation (W0001234).';
const BAD = 'An order number is up to 20 letters, digits and dashes.';

/** The order number (Enter or Find Order); shows the order below. */
export function FindOrderCard({ shown, onFind }: { shown: string | null; onFind: (orderNumber: string) => void }) {
  const [text, setText] = useState(shown ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const find = () => {
    const value = text.trim();
    const next = value === '' ? BLANK : ORDER_NUMBER.test(value) ? null : BAD;
    setProblem(next);
    if (!next) onFind(value);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="find-order-title">
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), find())}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography id="find-order-title" variant="h6" component="h2">
          Find the Order
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Record what shipped: the quantity per line, the actual weight of catch-weight lines and any substitute. The
          invoice, and what the customer owes, is the actual amount.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="Order number"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (problem) setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? ' '}
            size="small"
            autoComplete="off"
            sx={{ width: 260, maxWidth: '100%' }}
            slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
          />
          <Button type="submit" variant="contained">
            Find Order
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
