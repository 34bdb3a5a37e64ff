/**
 * "Delete your review?": its own chunk, fetched when an owner first asks to delete their review (MUI's dialog, modal
 * and focus trap are not part of every visit of a program page).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { programReviewsText } from '../i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { useText } from '../../../../src/i18n/text';

export default function DeleteReviewDialog({ open, deleting, onCancel, onDelete }: { open: boolean; deleting: boolean; onCancel: () => void; onDelete: () => void }) {
  const t = useText(programReviewsText);
  const common = useText(commonText);
  return (
    <Dialog open={open} onClose={() => !deleting && onCancel()} aria-labelledby="delete-review-title">
      <DialogTitle id="delete-review-title">{t.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.deleteBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting}>
          {common.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onDelete} disabled={deleting}>
          {common.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
