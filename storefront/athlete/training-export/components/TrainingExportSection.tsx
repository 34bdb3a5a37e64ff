/**
 * "Your training data" on the athlete's profile: every logged workout, with its sets, downloaded as CSV or JSON
 * (lambda `training/export`), so the athlete keeps their history or takes it elsewhere.
 */
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useText } from '../../../../src/i18n/text';
import { showToast } from '../../../../src/ui/toasts';
import { useDownloadTrainingHistory, type ExportFormat } from '../api/export-history';
import { trainingExportText } from '../i18n/en';

export default function TrainingExportSection() {
  const t = useText(trainingExportText);
  const download = useDownloadTrainingHistory();
  const start = (format: ExportFormat) =>
    download.mutate(format, {
      onSuccess: () => showToast({ type: 'success', message: t.done }),
      onError: (err) => showToast({ type: 'error', message: err.message }),
    });
  const busy = download.isPending ? download.variables : null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="training-data-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="training-data-heading">
          {t.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.body}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {(['csv', 'json'] as const).map((format) => (
            <Button key={format} variant="outlined" startIcon={<DownloadIcon />} loading={busy === format} loadingPosition="start" disabled={busy !== null && busy !== format} onClick={() => start(format)}>
              {busy === format ? t.preparing : t[format]}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
