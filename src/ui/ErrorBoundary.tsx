/**
 * The error boundary and its fallback screen (requirements §8): "Oops! Something went wrong.", the apology,
 * Try Again; in development only, the error's details with a copy button (confirmed by the copy
 * toast, src/ui/clipboard.ts; shown here too when this screen replaced the whole app).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { SpareToastHost } from './ToastHost';
import { messagesText } from '../config/i18n/en';
import { shellText } from '../layout/i18n/en';
import { useText } from '../i18n/text';
import { copyToClipboard } from './clipboard';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; showDetails?: boolean }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorFallback
        error={this.state.error}
        showDetails={this.props.showDetails ?? import.meta.env.DEV}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

export function ErrorFallback({ error, showDetails, onRetry }: { error: Error; showDetails: boolean; onRetry: () => void }) {
  const words = useText(messagesText);
  const { errorDetails } = useText(shellText);
  const details = `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return (
    <Box component="main" role="alert" sx={{ p: 6, display: 'flex', justifyContent: 'center' }}>
      <Stack spacing={2} sx={{ maxWidth: 640, textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {words.errorFallbackTitle}
        </Typography>
        <Typography color="text.secondary">{words.errorFallbackBody}</Typography>
        <Button variant="contained" onClick={onRetry}>
          {words.errorFallbackRetry}
        </Button>
        {showDetails && (
          <Paper variant="outlined" sx={{ p: 2, width: '100%', textAlign: 'left' }} data-testid="error-details">
            <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 240, overflow: 'auto' }}>
              {details}
            </Box>
            <Button size="small" sx={{ mt: 1 }} startIcon={<ContentCopyIcon />} onClick={() => void copyToClipboard(details)}>
              {errorDetails.copy}
            </Button>
            {/* The copy toast, when this screen replaced the whole app and its toast host with it. */}
            <SpareToastHost />
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
