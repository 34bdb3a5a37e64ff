/** The program's cover image: a preview, "Upload cover" (lambda upload) and "Remove". */
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { reportActionError } from '../../common/programs/action-errors';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useUploadMedia } from '../api/upload-media';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

export function CoverField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const upload = useUploadMedia();
  const t = useText(builderText).cover;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={{ width: 192, height: 108, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center', flexShrink: 0 }}
        data-testid="cover-preview"
      >
        {value ? <Box component="img" src={value} alt={t.label} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <ImageIcon color="disabled" fontSize="large" />}
      </Box>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          {t.label}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" size="small" startIcon={upload.isPending ? <CircularProgress size={14} /> : <UploadIcon />} disabled={upload.isPending}>
            {value ? t.replace : t.upload}
            <input
              hidden
              type="file"
              accept={IMAGE_TYPES}
              aria-label={t.file}
              data-testid="cover-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) upload.mutate(file, { onSuccess: onChange, onError: reportActionError });
              }}
            />
          </Button>
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange(null)}>
              {t.remove}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t.help}
        </Typography>
      </Stack>
    </Stack>
  );
}
