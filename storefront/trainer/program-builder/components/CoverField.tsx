/** The program's cover image: a preview, "Upload cover" (lambda upload) and "Remove". */
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { reportActionError } from '../../programs/action-errors';
import { useUploadMedia } from '../api/upload-media';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

export function CoverField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const upload = useUploadMedia();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={{ width: 192, height: 108, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center', flexShrink: 0 }}
        data-testid="cover-preview"
      >
        {value ? <Box component="img" src={value} alt="Cover image" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <ImageIcon color="disabled" fontSize="large" />}
      </Box>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          Cover image
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" size="small" startIcon={upload.isPending ? <CircularProgress size={14} /> : <UploadIcon />} disabled={upload.isPending}>
            {value ? 'Replace cover' : 'Upload cover'}
            <input
              hidden
              type="file"
              accept={IMAGE_TYPES}
              aria-label="Cover image file"
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
              Remove
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          JPEG, PNG, WebP or GIF, shown on the program's page.
        </Typography>
      </Stack>
    </Stack>
  );
}
