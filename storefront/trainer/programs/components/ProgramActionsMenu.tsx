/**
 * The "More actions" menu of a program: duplicate, and the status changes a trainer may ask for
 * (submit for review, withdraw, unpublish, archive, restore). The server decides; a refusal (an empty
 * program submitted for review, a deactivated account) is reported as a toast.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { showToast } from '../../../../src/ui/toasts';
import { copyTitle } from '../../../../src/domain/program-rules';
import { commonText } from '../../../../src/ui/i18n/en';
import { programRulesText } from '../../common/programs/i18n/en';
import { programsText } from '../../common/programs/i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { reportActionError } from '../../common/programs/action-errors';
import { useChangeProgramStatus } from '../../common/programs/api/change-program-status';
import { useDuplicateProgram } from '../api/duplicate-program';
import { STATUS_ACTIONS, statusActions, type ProgramStatus, type StatusAction } from '../../common/programs/program-status';

const ICONS: Record<StatusAction, typeof SendIcon> = { submit: SendIcon, withdraw: UndoIcon, unpublish: UndoIcon, archive: ArchiveIcon, restore: UnarchiveIcon };

export function ProgramActionsMenu({ program }: { program: { id: number; title: string; status: ProgramStatus } }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const t = useText(programsText);
  const duplicate = useDuplicateProgram();
  const change = useChangeProgramStatus();
  const busy = duplicate.isPending || change.isPending;
  const close = () => setAnchor(null);

  const onDuplicate = () => {
    close();
    duplicate.mutate(program.id, {
      onSuccess: (copyId) =>
        showToast({
          type: 'success',
          message: textOf(programsText).duplicated(copyTitle(program.title, textOf(programRulesText))),
          actions: [{ label: textOf(commonText).edit, action: () => void navigate(`/trainer/edit-program/${copyId}`) }],
        }),
      onError: reportActionError,
    });
  };

  const onStatus = (action: StatusAction) => {
    close();
    change.mutate(
      { id: program.id, status: STATUS_ACTIONS[action].to },
      { onSuccess: () => showToast({ type: 'success', message: textOf(programsText).actions[action].done }), onError: reportActionError },
    );
  };

  return (
    <>
      <IconButton aria-label={t.moreActions(program.title)} onClick={(e) => setAnchor(e.currentTarget)} disabled={busy}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem onClick={onDuplicate}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t.duplicate}</ListItemText>
        </MenuItem>
        <Divider />
        {statusActions(program.status).map((action) => {
          const Icon = ICONS[action];
          return (
            <MenuItem key={action} onClick={() => onStatus(action)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t.actions[action].label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
