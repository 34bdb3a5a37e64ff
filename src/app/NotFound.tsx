import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Box component="main" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is nothing at this address.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Back to programs
      </Button>
    </Box>
  );
}
