import { Box, Typography } from '@mui/material';
import { type ChangeEvent, useId } from 'react';

interface CsvFileInputProps {
  onChange: (file: File | null) => void;
  problem: string | null;
}

/** The browser's own file picker (keyboard, screen readers and drag-and-drop as it does them), with a visible label. */
export function CsvFileInput({ onChange, problem }: CsvFileInputProps) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 500 }}>
        CSV file
      </Typography>
      <Box
        component="input"
        id={id}
        type="file"
        accept=".csv,.txt"
        aria-describedby={helpId}
        aria-invalid={problem ? true : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.files?.[0] ?? null)}
        sx={{
          font: 'inherit',
          fontSize: '0.875rem',
          color: 'text.primary',
          maxWidth: '100%',
          minWidth: 0,
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '&::file-selector-button': {
            font: 'inherit',
            fontWeight: 500,
            mr: 1.5,
            px: 2,
            py: 0.75,
            borderRadius: 1,
            border: '1px solid',
            borderColor: 'primary.main',
            color: 'primary.main',
            bgcolor: 'transparent',
            cursor: 'pointer',
          },
        }}
      />
      <Typography id={helpId} variant="body2" color={problem ? 'error' : 'text.secondary'}>
        {problem ?? 'A CSV file with a header row (comma, semicolon or tab separated).'}
      </Typography>
    </Box>
  );
}
