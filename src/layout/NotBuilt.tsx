/** The honest body of a route whose screen has not landed yet. */
import { Alert, Box } from '@mui/material';

export function NotBuilt({ title }: { title: string }) {
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="info" data-testid="not-built">
        {title ? `${title}: ` : ''}this screen is not built yet.
      </Alert>
    </Box>
  );
}
