import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';

export function NotFound() {
  const { notFound } = useText(shellText);
  return (
    <Box component="main" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {notFound.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound.body}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {notFound.action}
      </Button>
    </Box>
  );
}
