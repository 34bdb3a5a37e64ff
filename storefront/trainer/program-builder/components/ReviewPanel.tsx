/**
 * What the program still needs before an admin can review it (src/domain/program-rules.ts), and the status
 * actions: submit for review (publishing is an admin's approval), withdraw, unpublish, archive, restore.
 */
import { Link as RouterLink } from 'react-router';
import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { showToast } from '../../../../src/app/toasts';
import { structureProblem } from '../../../../src/domain/program-rules';
import { reportActionError } from '../../programs/action-errors';
import { useChangeProgramStatus } from '../../programs/api/change-program-status';
import type { SplitNode } from '../../programs/api/get-program-tree';
import { STATUS_ACTIONS, statusActions, type ProgramStatus, type StatusAction } from '../../programs/program-status';
import { formProblems } from '../details-form';
import { builder, useBuilder } from '../stores/builder-store';

interface Props {
  programId: number | null;
  status: ProgramStatus;
  splits: SplitNode[];
  flush: () => Promise<void>;
}

function Check({ ok, text }: { ok: boolean; text: string }) {
  return (
    <ListItem disableGutters dense data-testid="review-check" data-ok={ok}>
      <ListItemIcon sx={{ minWidth: 32 }}>{ok ? <CheckCircleIcon color="success" fontSize="small" /> : <RadioButtonUncheckedIcon color="warning" fontSize="small" />}</ListItemIcon>
      <ListItemText primary={text} />
    </ListItem>
  );
}

export function ReviewPanel({ programId, status, splits, flush }: Props) {
  const form = useBuilder((s) => s.form);
  const change = useChangeProgramStatus();
  const details = Object.values(formProblems(form));
  const structure = structureProblem({ splits: splits.map((s) => ({ workouts: s.workout.map((w) => ({ exercises: w.workout_exercise.length })) })) });
  const ready = programId !== null && details.length === 0 && structure === null;
  const previews = splits.filter((s) => s.is_preview === 1).length;

  const run = async (action: StatusAction) => {
    if (programId === null) return;
    if (action === 'submit') {
      builder.revealAll();
      if (!ready) {
        showToast({ type: 'warning', title: 'Not ready for review yet', message: details[0] ?? structure ?? 'Save the program first' });
        return;
      }
      try {
        await flush();
      } catch {
        return; // the save indicator says why
      }
    }
    change.mutate(
      { id: programId, status: STATUS_ACTIONS[action].to },
      { onSuccess: () => showToast({ type: 'success', message: STATUS_ACTIONS[action].done }), onError: reportActionError },
    );
  };

  const actions = programId === null ? [] : statusActions(status);
  return (
    <Card variant="outlined">
      <CardHeader title="Ready for review?" slotProps={{ title: { variant: 'h6', component: 'h2' } }} subheader="An admin reviews a submitted program and publishes it." />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding aria-label="Review checklist">
          {details.length ? details.map((d) => <Check key={d} ok={false} text={d} />) : <Check ok text="Details are complete" />}
          <Check ok={structure === null} text={structure ?? 'A split has a workout with an exercise'} />
          <Check ok={previews > 0} text={previews > 0 ? `${previews} free preview split${previews > 1 ? 's' : ''}` : 'Optional: mark a split as a free preview'} />
        </List>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'submit' ? 'contained' : 'outlined'}
              color={action === 'archive' ? 'inherit' : 'primary'}
              disabled={change.isPending}
              onClick={() => void run(action)}
            >
              {STATUS_ACTIONS[action].label}
            </Button>
          ))}
          {programId !== null && (
            <Button startIcon={<VisibilityIcon />} component={RouterLink} to={`/trainer/view-program/${programId}`}>
              View program
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
