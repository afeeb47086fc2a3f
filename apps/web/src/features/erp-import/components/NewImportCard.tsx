import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { IMPORT_KINDS, type ImportKindName } from '@storefront/contract';
import { useState } from 'react';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { errorMessage } from '../../../lib/api/api-client';
import { getTemplate } from '../api/import-files';
import { useStartImport } from '../api/start-import';
import { useCsvDownload } from '../hooks/use-csv-download';
import { KIND_LABELS, templateFileName } from '../utils/import-kinds';
import { DEFAULT_CHOICES, fileProblem, type ImportChoices } from '../utils/import-request';
import { CsvFileInput } from './CsvFileInput';
import { ImportOptionsFields } from './ImportOptionsFields';

/** Choose the kind and the file, set the options, start the import; a refused upload says why. */
export function NewImportCard({ onStarted }: { onStarted: (jobId: string) => void }) {
  const [choices, setChoices] = useState<ImportChoices>(DEFAULT_CHOICES);
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const start = useStartImport();
  const { download, busy } = useCsvDownload();
  const update = (change: Partial<ImportChoices>) => setChoices((c) => ({ ...c, ...change }));
  const problem = tried ? fileProblem(file) : null;
  const template = templateFileName(choices.kind);

  const submit = () => {
    setTried(true);
    if (!file || fileProblem(file)) return;
    start.mutate({ choices, file }, { onSuccess: ({ jobId }) => onStarted(jobId) });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="new-import-title">
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <Typography id="new-import-title" variant="h6" component="h2">
          New Import
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Each kind is a CSV file with a header row; rows are matched by their codes, so importing the same file twice
          changes nothing the second time.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <NativeSelectField
            label="Kind"
            value={choices.kind}
            onChange={(kind) => update({ kind: kind as ImportKindName })}
            sx={{ width: 220, maxWidth: '100%' }}
          >
            {IMPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelectField>
          <Button
            variant="text"
            onClick={() => void download(() => getTemplate(choices.kind), template)}
            disabled={busy === template}
          >
            Download template
          </Button>
        </Box>
        <CsvFileInput
          onChange={(next) => {
            setFile(next);
            start.reset();
          }}
          problem={problem}
        />
        <ImportOptionsFields choices={choices} update={update} />
        {start.isError && <Alert severity="error">The import was not started. {errorMessage(start.error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            {start.isPending ? 'Uploading...' : 'Start Import'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
