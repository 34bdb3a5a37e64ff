/** /admin/workspaces/:workspaceId: a workspace with its boards as tabs; the chosen board (`?board=`) below. */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { showToast } from '../../src/ui/toasts';
import { commonText } from '../../src/ui/i18n/en';
import { workspacesText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { useBoards, useCreateBoard, useUpdateBoard, useUpdateWorkspace, useWorkspace } from './api';
import { BoardView } from './BoardView';
import { NameDialog } from './NameDialog';

type DialogKind = 'board' | 'rename-workspace' | 'rename-board' | null;
const fail = (err: Error) => showToast({ type: 'error', message: err.message });

export default function WorkspacePage() {
  const workspaceId = Number(useParams().workspaceId);
  const [search, setSearch] = useSearchParams();
  const workspace = useWorkspace(workspaceId);
  const boards = useBoards(workspaceId);
  const createBoard = useCreateBoard();
  const updateWorkspace = useUpdateWorkspace();
  const updateBoard = useUpdateBoard();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const t = useText(workspacesText).workspace;
  const common = useText(commonText);

  const list = boards.data?.list ?? [];
  const asked = Number(search.get('board'));
  const current = list.find((b) => b.id === asked) ?? list[0] ?? null;
  const choose = (id: number) => setSearch({ board: String(id) }, { replace: true });

  if (!Number.isInteger(workspaceId) || workspaceId < 1) return <Alert severity="error">{t.notFound}</Alert>;
  if (workspace.isPending) return <LinearProgress aria-label={t.loading} />;
  if (workspace.error) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{workspace.error.message}</Alert>
        <Button component={Link} to="/admin/workspaces" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          {t.all}
        </Button>
      </Box>
    );
  }
  const ws = workspace.data;
  return (
    <Box sx={{ p: 2 }}>
      <Button component={Link} to="/admin/workspaces" size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t.all}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h3">
            {ws.name}
          </Typography>
          {ws.description && <Typography color="text.secondary">{ws.description}</Typography>}
        </Box>
        <Button startIcon={<EditIcon />} onClick={() => setDialog('rename-workspace')}>
          {t.rename}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('board')}>
          {t.newBoard}
        </Button>
      </Stack>
      {boards.isPending && <LinearProgress aria-label={t.loadingBoards} />}
      {boards.error && <Alert severity="error">{boards.error.message}</Alert>}
      {boards.data && !list.length && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', mt: 2 }}>
          <Typography variant="h6" component="p" gutterBottom>
            {t.noBoards}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.noBoardsBody}
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('board')}>
            {t.createFirstBoard}
          </Button>
        </Paper>
      )}
      {current && (
        <>
          <Stack direction="row" alignItems="center" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs value={current.id} onChange={(_, id: number) => choose(id)} variant="scrollable" scrollButtons="auto" aria-label={t.boards} sx={{ flexGrow: 1 }}>
              {list.map((b) => (
                <Tab key={b.id} value={b.id} label={t.tab(b.name, b.card_count)} />
              ))}
            </Tabs>
            <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog('rename-board')}>
              {t.renameBoard}
            </Button>
          </Stack>
          <BoardView boardId={current.id} />
        </>
      )}
      <NameDialog
        open={dialog === 'board'}
        title={t.newBoard}
        submitLabel={t.createBoard}
        withDescription
        withColumns
        pending={createBoard.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(name, description, columns) =>
          createBoard.mutate(
            { workspaceId, name, description: description || null, ...(columns.length ? { columns } : {}) },
            {
              onSuccess: (res) => {
                setDialog(null);
                choose(res.data);
              },
              onError: fail,
            },
          )
        }
      />
      <NameDialog
        open={dialog === 'rename-workspace'}
        title={t.rename}
        submitLabel={common.save}
        withDescription
        initialName={ws.name}
        initialDescription={ws.description}
        pending={updateWorkspace.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(name, description) => updateWorkspace.mutate({ id: workspaceId, name, description: description || null }, { onSuccess: () => setDialog(null), onError: fail })}
      />
      <NameDialog
        open={dialog === 'rename-board'}
        title={t.renameBoard}
        submitLabel={common.save}
        initialName={current?.name}
        pending={updateBoard.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(name) => current && updateBoard.mutate({ id: current.id, name }, { onSuccess: () => setDialog(null), onError: fail })}
      />
    </Box>
  );
}
