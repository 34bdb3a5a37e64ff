/**
 * What the program still needs before an admin can review it (src/domain/program-rules.ts), and the status
 * actions: submit for review (publishing is an admin's approval), withdraw, unpublish, archive, restore.
 */
import { Link as RouterLink } from 'react-router';
import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { showToast } from '../../../../src/ui/toasts';
import { structureProblem } from '../../../../src/domain/program-rules';
import { builderText } from '../i18n/en';
import { programRulesText } from '../../common/programs/i18n/en';
import { programsText } from '../../common/programs/i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { reportActionError } from '../../common/programs/action-errors';
import { useChangeProgramStatus } from '../../common/programs/api/change-program-status';
import type { SplitNode } from '../../common/programs/api/get-program-tree';
import { STATUS_ACTIONS, statusActions, type ProgramStatus, type StatusAction } from '../../common/programs/program-status';
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
  const t = useText(builderText).review;
  const statusWords = useText(programsText);
  const rules = useText(programRulesText);
  const details = Object.values(formProblems(form, rules));
  const structure = structureProblem({ splits: splits.map((s) => ({ workouts: s.workout.map((w) => ({ exercises: w.workout_exercise.length })) })) }, rules);
  const ready = programId !== null && details.length === 0 && structure === null;
  const previews = splits.filter((s) => s.is_preview === 1).length;

  const run = async (action: StatusAction) => {
    if (programId === null) return;
    if (action === 'submit') {
      builder.revealAll();
      if (!ready) {
        showToast({ type: 'warning', title: t.notReady, message: details[0] ?? structure ?? t.saveFirst });
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
      { onSuccess: () => showToast({ type: 'success', message: textOf(programsText).actions[action].done }), onError: reportActionError },
    );
  };

  const actions = programId === null ? [] : statusActions(status);
  return (
    <Card variant="outlined">
      <CardHeader title={t.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} subheader={t.subheader} />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding aria-label={t.checklist}>
          {details.length ? details.map((d) => <Check key={d} ok={false} text={d} />) : <Check ok text={t.detailsComplete} />}
          <Check ok={structure === null} text={structure ?? t.structureComplete} />
          <Check ok={previews > 0} text={previews > 0 ? t.previews(previews) : t.previewOptional} />
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
              {statusWords.actions[action].label}
            </Button>
          ))}
          {programId !== null && (
            <Button startIcon={<VisibilityIcon />} component={RouterLink} to={`/trainer/view-program/${programId}`}>
              {t.viewProgram}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
