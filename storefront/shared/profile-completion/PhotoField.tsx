/**
 * The profile photo of the completion forms: pick an image, see it at once (a local preview while it
 * uploads through lambda `upload`), then the uploaded copy; change or remove it. The field's value is
 * the URL the upload answered (`/uploads/….png`), or null.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { profileCompletionText } from './i18n/en';
import { profileRulesText } from './i18n/en';
import { useText } from '../../../src/i18n/text';
import { initials } from '../../../src/layout/UserMenu';
import { useSession } from '../../../src/session/store';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export interface PhotoFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  /** Uploads the file (lambda `upload`) and answers what the server stored. */
  upload: (file: File) => Promise<{ url: string; type: string }>;
  /** A message from the form (the server refused the photo). */
  error?: string;
  disabled?: boolean;
}

export function PhotoField({ value, onChange, upload, error, disabled }: PhotoFieldProps) {
  const details = useSession((s) => s.userDetails);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const labels = useText(profileCompletionText).photo;
  const rules = useText(profileRulesText);

  // The local preview's object URL is freed once replaced or gone.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(rules.photoNotImage);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const stored = await upload(file);
      if (!stored.type.startsWith('image/')) throw new Error(rules.photoNotImage);
      onChange(stored.url);
      setPreview(null);
    } catch (err) {
      setPreview(null);
      setProblem(err instanceof Error && err.message ? err.message : rules.photoInvalid);
    } finally {
      setUploading(false);
    }
  };

  const shown = preview ?? value ?? undefined;
  const message = problem ?? error;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown}
        alt={shown ? labels.preview : undefined}
        data-testid="photo-preview"
        sx={{ width: 96, height: 96, fontSize: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', opacity: uploading ? 0.6 : 1 }}
      >
        {initials(details) || undefined}
      </Avatar>
      <Box>
        <Stack direction="row" spacing={1} sx={{ mb: 0.5 }}>
          <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} loading={uploading} loadingPosition="start" disabled={disabled}>
            {uploading ? labels.uploading : value ? labels.change : labels.upload}
            <input hidden type="file" accept={ACCEPT} onChange={(e) => void choose(e)} data-testid="photo-input" disabled={disabled || uploading} />
          </Button>
          {value && !uploading && (
            <Button color="inherit" onClick={() => onChange(null)} disabled={disabled}>
              {labels.remove}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" component="p" color={message ? 'error' : 'text.secondary'} role={message ? 'alert' : undefined}>
          {message ?? labels.hint}
        </Typography>
      </Box>
    </Stack>
  );
}
