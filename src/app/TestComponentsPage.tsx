/** /test-components (spec §2, public): a developer page that exercises the shell's error fallback and toasts. */
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { showToast } from './toasts';

let toastCount = 0;

function Thrower(): never {
  throw new Error('Test error thrown on purpose from /test-components');
}

export default function TestComponentsPage() {
  const [broken, setBroken] = useState(false);
  return (
    <Box component="main" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Test components
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" color="error" onClick={() => setBroken(true)}>
          Throw an error
        </Button>
        <Button variant="outlined" onClick={() => showToast({ type: 'info', message: `Test toast ${++toastCount}` })}>
          Show a toast
        </Button>
      </Stack>
      {broken && <Thrower />}
    </Box>
  );
}
