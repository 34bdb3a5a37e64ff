/** One board: its columns side by side, their cards in order; add a card to a column, move a card, add a column. */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, LinearProgress, ListItemText, Menu, MenuItem, Paper, Stack, TextField, Typography, Divider } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { showToast } from '../../src/ui/toasts';
import { PM } from '../../src/config/constants';
import { WORKSPACE_MESSAGES } from '../../src/config/messages';
import { commonText } from '../../src/ui/i18n/en';
import { workspacesText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { useBoard, useCreateCard, useCreateColumn, useDeleteCard, useMoveCard, type BoardCard, type BoardColumn } from './api';
import { NameDialog } from './NameDialog';

const fail = (err: Error) => showToast({ type: 'error', message: err.message });

function AddCardForm({ boardId, column }: { boardId: number; column: BoardColumn }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCard();
  const t = useText(workspacesText).board;
  const common = useText(commonText);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError(WORKSPACE_MESSAGES.titleRequired);
    create.mutate({ boardId, column_id: column.id, title: trimmed }, { onSuccess: () => setTitle(''), onError: fail });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={t.newCardIn(column.name)}
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: PM.cardTitleMax } }}
      />
      <Button type="submit" variant="outlined" disabled={create.isPending} aria-label={t.addCardTo(column.name)} sx={{ minWidth: 0, px: 1.5, height: 40 }}>
        {common.add}
      </Button>
    </Box>
  );
}

function CardItem({ boardId, card, column, columns, index }: { boardId: number; card: BoardCard; column: BoardColumn; columns: readonly BoardColumn[]; index: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const move = useMoveCard();
  const remove = useDeleteCard();
  const t = useText(workspacesText).board;
  const close = () => setAnchor(null);
  const moveTo = (columnId: number, position?: number) => {
    close();
    move.mutate({ boardId, cardId: card.id, column_id: columnId, ...(position === undefined ? {} : { position }) }, { onError: fail });
  };
  return (
    <Card component="li" variant="outlined" aria-label={card.title} sx={{ listStyle: 'none', opacity: move.isPending || remove.isPending ? 0.5 : 1 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {card.title}
          </Typography>
          {card.description && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {card.description}
            </Typography>
          )}
        </Box>
        <IconButton size="small" aria-label={t.moveOrDelete(card.title)} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
          {columns
            .filter((c) => c.id !== column.id)
            .map((c) => (
              <MenuItem key={c.id} onClick={() => moveTo(c.id)}>
                <ListItemText primary={t.moveTo(c.name)} />
              </MenuItem>
            ))}
          <MenuItem disabled={index === 0} onClick={() => moveTo(column.id, index - 1)}>
            {t.moveUp}
          </MenuItem>
          <MenuItem disabled={index === column.cards.length - 1} onClick={() => moveTo(column.id, index + 1)}>
            {t.moveDown}
          </MenuItem>
          <Divider />
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              close();
              remove.mutate({ boardId, cardId: card.id }, { onSuccess: () => showToast({ type: 'success', message: t.cardDeleted(card.title) }), onError: fail });
            }}
          >
            {t.deleteCard}
          </MenuItem>
        </Menu>
      </CardContent>
    </Card>
  );
}

export function BoardView({ boardId }: { boardId: number }) {
  const { data, error, isPending } = useBoard(boardId);
  const addColumn = useCreateColumn();
  const [columnDialog, setColumnDialog] = useState(false);
  const t = useText(workspacesText).board;
  if (isPending) return <LinearProgress aria-label={t.loading} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
      {data.columns.map((column) => (
        <Paper key={column.id} component="section" aria-label={t.column(column.name)} variant="outlined" sx={{ width: 290, flexShrink: 0, p: 1.5, bgcolor: 'action.hover' }}>
          <Stack direction="row" alignItems="baseline" spacing={1} sx={{ mb: 1 }}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {column.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" aria-label={t.cardCount(column.cards.length)}>
              {column.cards.length}
            </Typography>
          </Stack>
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
            {column.cards.map((card, i) => (
              <CardItem key={card.id} boardId={boardId} card={card} column={column} columns={data.columns} index={i} />
            ))}
          </Stack>
          {!column.cards.length && (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {t.noCards}
            </Typography>
          )}
          <AddCardForm boardId={boardId} column={column} />
        </Paper>
      ))}
      {data.columns.length < PM.maxColumns && (
        <Button variant="text" startIcon={<AddIcon />} onClick={() => setColumnDialog(true)} sx={{ flexShrink: 0, mt: 0.5 }}>
          {t.addColumn}
        </Button>
      )}
      <NameDialog
        open={columnDialog}
        title={t.newColumn}
        submitLabel={t.addColumn}
        label={t.columnName}
        pending={addColumn.isPending}
        onClose={() => setColumnDialog(false)}
        onSubmit={(name) => addColumn.mutate({ boardId, name }, { onSuccess: () => setColumnDialog(false), onError: fail })}
      />
    </Box>
  );
}
