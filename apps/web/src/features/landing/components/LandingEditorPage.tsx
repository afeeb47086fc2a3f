import { useEffect, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  Chip,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LandingCard, LandingLayout } from '@storefront/contract';
import { LANDING_LIMITS as L, moveCard } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { useUnsavedGuard } from '../../../components/unsaved/use-unsaved-guard';
import { errorMessage } from '../../../lib/api/api-client';
import { PATHS } from '../../../lib/routes/route-paths';
import { useLanding } from '../api/get-landing';
import { saveLanding } from '../api/save-landing';
import { deleteCard, insertCard, saveCard } from '../utils/content-edit';
import { LandingPreviewContext } from './content/landing-preview';
import { CardEditorDialog } from './editor/CardEditorDialog';
import { cardSpan, LandingCardView } from './LandingCardView';

export const LEAVE_WARNING = 'There may be unsaved changes. Are you sure you want to leave this page?';
export const SAVED = 'Layout changes saved.';
export const SAVE_FAILED = 'Failed to save changes.';

/** One card in the editor: its preview and the spec's Edit, Delete, Move Left, Move Right and Create New Card. */
function EditorCard({
  card,
  first,
  last,
  onEdit,
  onDelete,
  onMove,
  onCreate,
}: {
  card: LandingCard;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: 'left' | 'right') => void;
  onCreate: () => void;
}) {
  const name = card.heading || `card ${card.index + 1}`;
  return (
    <Box sx={{ gridColumn: cardSpan(card.width), display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      {/* The preview works as the live page does, without leaving the editor (content/landing-preview.ts). */}
      <LandingPreviewContext.Provider value>
        {/* A hidden card is grey and outlined, not faded: its buttons work, and faded text would fail its contrast. */}
        <Box
          sx={{
            display: 'block',
            flexGrow: 1,
            ...(card.hidden && {
              filter: 'grayscale(1)',
              outline: 2,
              outlineStyle: 'dashed',
              outlineColor: 'divider',
              outlineOffset: 2,
              borderRadius: 1,
            }),
          }}
        >
          <LandingCardView card={card} first={false} />
        </Box>
      </LandingPreviewContext.Provider>
      <Card variant="outlined" component="div">
        <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
          {card.hidden && (
            <Chip
              size="small"
              icon={<VisibilityOffOutlined />}
              label="Hidden"
              aria-label="Hidden from customers"
              sx={{ mr: 0.5 }}
            />
          )}
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${name}`} onClick={onDelete}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Move Left">
            <span>
              <IconButton aria-label={`Move Left ${name}`} disabled={first} onClick={() => onMove('left')}>
                <ChevronLeft />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move Right">
            <span>
              <IconButton aria-label={`Move Right ${name}`} disabled={last} onClick={() => onMove('right')}>
                <ChevronRight />
              </IconButton>
            </span>
          </Tooltip>
          <Button size="small" startIcon={<AddOutlined />} onClick={onCreate} sx={{ ml: 'auto' }}>
            Create New Card
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}

function Editor({ saved }: { saved: LandingLayout }) {
  const [draft, setDraft] = useState(saved);
  const [editing, setEditing] = useState<LandingCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const [leaving, setLeaving] = useState(false);
  useUnsavedGuard(dirty && !leaving, LEAVE_WARNING);
  const backToAdmin = () => void navigate(PATHS.admin, { state: 'done' });
  useEffect(() => {
    if (leaving) backToAdmin();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate once the guard is cleared
  }, [leaving]);

  const save = useMutation({
    mutationFn: () => saveLanding(draft),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['landing'] });
      notify(SAVED, { variant: 'success' });
      setLeaving(true);
    },
    onError: (err) => {
      setFailure(errorMessage(err));
      notify(SAVE_FAILED, { variant: 'error' });
    },
  });
  const cards = [...draft.cards].sort((a, b) => a.index - b.index);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <TextField
        label="Page title"
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value.slice(0, L.textMax) })}
        helperText={`${draft.title.length}/${L.textMax}`}
        slotProps={{ htmlInput: { maxLength: L.textMax } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          <AlertTitle>Save failed</AlertTitle>
          {failure}
        </Alert>
      )}
      {cards.length === 0 ? (
        <Box
          sx={{ py: 6, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}
        >
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No Content
          </Typography>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDraft(insertCard(draft, null))}>
            Add Card
          </Button>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          {cards.map((card, i) => (
            <EditorCard
              key={card.id}
              card={card}
              first={i === 0}
              last={i === cards.length - 1}
              onEdit={() => setEditing(card)}
              onDelete={() => setDraft(deleteCard(draft, card.id))}
              onMove={(direction) => setDraft({ ...draft, cards: moveCard(draft.cards, card.id, direction) })}
              onCreate={() => setDraft(insertCard(draft, card.index))}
            />
          ))}
        </Box>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          mt: 3,
          justifyContent: 'flex-end',
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
        }}
      >
        <Button onClick={backToAdmin}>Cancel</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
      {editing && (
        <CardEditorDialog
          card={editing}
          onCancel={() => setEditing(null)}
          onSave={(card) => {
            setDraft(saveCard(draft, card));
            setEditing(null);
          }}
        />
      )}
    </Box>
  );
}

/** Spec 3 §2 Landing page editor (/admin/landing, administrators). */
export function LandingEditorPage() {
  const landing = useLanding();
  if (landing.isPending) return <Loading label="Loading" />;
  if (landing.isError) return <ErrorState message={landing.error.message} onRetry={() => void landing.refetch()} />;
  return <Editor saved={landing.data} />;
}
