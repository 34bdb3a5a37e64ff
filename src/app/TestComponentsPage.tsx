/**
 * /test-components (spec §2, public, bare layout): a gallery of the app shell's pieces, live, for
 * developers. Each section renders the real component: the toasts (each type, and six in a row to see
 * the cap of five), the copy confirmation, the connectivity bar in each state, the header user menu,
 * the theme, the error boundary and its fallback, the Session Expired dialog, the Account Deactivated
 * banner, the not-found page, the typography and the colour palette.
 */
import { useState, type ReactNode } from 'react';
import {
  AppBar,
  Box,
  Button,
  Container,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Toolbar,
  Typography,
  useTheme,
  type TypographyProps,
} from '@mui/material';
import { ConnectivityBarView } from '../layout/ConnectivityBar';
import { UserMenuView } from '../layout/UserMenu';
import type { ConnectivityInput } from '../offline/connectivity-view';
import { SessionExpiredDialog } from '../session/SessionExpiredDialog';
import { createMemoryStorage, createSessionStore } from '../session/store';
import { copyToClipboard } from '../ui/clipboard';
import { ErrorBoundary, ErrorFallback } from '../ui/ErrorBoundary';
import { STATUS_COLORS } from '../ui/status-colors';
import { themeStore, useThemeMode } from '../ui/theme-store';
import { AccountDeactivatedAlert } from './AccountDeactivatedBanner';
import { NotFound } from './NotFound';
import { showToast, toastStore, TOAST_MAX_VISIBLE, type ToastType } from './toasts';

const TOAST_TYPES: readonly ToastType[] = ['success', 'error', 'warning', 'info'];
const SAMPLE_TEXT = 'Sportlink test components: copied on purpose';

let toastCount = 0;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-label={title} data-testid={testId}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ToastSection() {
  return (
    <Section title="Toasts">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Top-right, 5000 ms by default, at most {TOAST_MAX_VISIBLE} at a time: the oldest goes first.
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {TOAST_TYPES.map((type) => (
          <Button key={type} variant="outlined" color={type} onClick={() => showToast({ type, title: `A ${type} toast`, message: `Test toast ${++toastCount}` })}>
            Show {type} toast
          </Button>
        ))}
        <Button
          variant="outlined"
          onClick={() => {
            for (let i = 0; i < TOAST_MAX_VISIBLE + 1; i++) showToast({ type: TOAST_TYPES[i % TOAST_TYPES.length], message: `Test toast ${++toastCount}` });
          }}
        >
          Show {TOAST_MAX_VISIBLE + 1} toasts
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            showToast({
              type: 'info',
              message: `Test toast ${++toastCount} with an action`,
              persistent: true,
              actions: [{ label: 'Undo', action: () => showToast({ type: 'success', message: 'Undone' }) }],
            })
          }
        >
          Show a persistent toast with an action
        </Button>
        <Button onClick={() => toastStore.getState().clear()}>Clear toasts</Button>
      </Stack>
    </Section>
  );
}

function CopySection() {
  return (
    <Section title="Copy to clipboard">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Copies <code>{SAMPLE_TEXT}</code> and confirms with a toast for 2 s.
      </Typography>
      <Button variant="outlined" onClick={() => void copyToClipboard(SAMPLE_TEXT)}>
        Copy sample text
      </Button>
    </Section>
  );
}

const BAR_SAMPLES: readonly { label: string; status: ConnectivityInput }[] = [
  { label: 'Offline, with changes waiting (red)', status: { online: false, isSyncing: false, pendingCount: 3, failedRequests: 0 } },
  { label: 'Syncing (blue)', status: { online: true, isSyncing: true, pendingCount: 3, failedRequests: 0 } },
  { label: 'Changes pending, some failed (yellow)', status: { online: true, isSyncing: false, pendingCount: 2, failedRequests: 1 } },
  { label: 'Only failed requests (yellow)', status: { online: true, isSyncing: false, pendingCount: 0, failedRequests: 4 } },
  { label: 'All synced (green, slim)', status: { online: true, isSyncing: false, pendingCount: 0, failedRequests: 0 } },
];

function BarSample({ label, status, startCollapsed = false }: { label: string; status: ConnectivityInput; startCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ConnectivityBarView
        status={status}
        live={false}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        onSyncNow={() => showToast({ type: 'info', message: 'Sync Now pressed (sample bar)' })}
        onRetryFailed={() => showToast({ type: 'info', message: 'Retry Failed pressed (sample bar)' })}
        data-testid="connectivity-bar-sample"
      />
    </Box>
  );
}

function ConnectivitySection() {
  return (
    <Section title="Connectivity bar" testId="connectivity-samples">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each state with fixed props. The app&apos;s own bar is at the top of this page; the playground simulates it.
      </Typography>
      <Stack spacing={2}>
        {BAR_SAMPLES.map((s) => (
          <BarSample key={s.label} label={s.label} status={s.status} />
        ))}
        <BarSample label="All synced, collapsed (click the strip to open it)" status={BAR_SAMPLES[BAR_SAMPLES.length - 1].status} startCollapsed />
      </Stack>
    </Section>
  );
}

function UserMenuSection() {
  return (
    <Section title="Header user menu">
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
            Header
          </Typography>
          <UserMenuView
            details={{ firstName: 'Tess', lastName: 'Trainer', photo: null }}
            profilePath="/test-components"
            onSignOut={() => showToast({ type: 'info', message: 'Sign out pressed (sample menu)' })}
          />
        </Toolbar>
      </AppBar>
    </Section>
  );
}

function ThemeSection() {
  const mode = useThemeMode((s) => s.mode);
  return (
    <Section title="Theme">
      <FormControlLabel
        control={<Switch checked={mode === 'dark'} onChange={(e) => themeStore.getState().setMode(e.target.checked ? 'dark' : 'light')} />}
        label="Dark theme"
      />
      <Typography color="text.secondary">The floating button at the bottom right toggles it too; the choice is kept under “theme”.</Typography>
    </Section>
  );
}

function Thrower(): never {
  throw new Error('Test error thrown on purpose from /test-components');
}

function Breakable() {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setBroken(true)}>
        Throw an error
      </Button>
      {broken && <Thrower />}
    </>
  );
}

function ErrorSection() {
  const [preview, setPreview] = useState(false);
  return (
    <Section title="Error boundary">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The button throws inside a boundary: its fallback replaces this section until Try Again (details show in development only).
      </Typography>
      <Box data-testid="boundary-demo">
        <ErrorBoundary>
          <Breakable />
        </ErrorBoundary>
      </Box>
      <Button sx={{ mt: 2 }} onClick={() => setPreview(!preview)} aria-expanded={preview}>
        {preview ? 'Hide' : 'Show'} the fallback with development details
      </Button>
      {preview && (
        <Box data-testid="fallback-preview">
          <ErrorFallback error={new Error('A sample error for the preview')} showDetails onRetry={() => setPreview(false)} />
        </Box>
      )}
    </Section>
  );
}

function SessionExpiredSection() {
  // A session of its own, kept in memory: the preview never touches the real one.
  const [store] = useState(() => createSessionStore({ storage: createMemoryStorage() }));
  const open = () => {
    store.getState().login({ user_id: 1, token: 'preview', role: 'trainer', first_name: 'Tess', last_name: 'Trainer', photo: null });
    store.getState().markSessionExpired();
  };
  return (
    <Section title="Session Expired dialog">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A preview on a session of its own: after 5 s, or on its button, it signs that session out and says where it would go.
      </Typography>
      <Button variant="outlined" onClick={open}>
        Preview the Session Expired dialog
      </Button>
      <SessionExpiredDialog
        store={store}
        currentPath={() => '/trainer/dashboard'}
        navigate={(to) => showToast({ type: 'info', message: `The dialog would now open ${to}` })}
      />
    </Section>
  );
}

const TYPE_VARIANTS: readonly NonNullable<TypographyProps['variant']>[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'];

function TypographySection() {
  return (
    <Section title="Typography">
      <Stack spacing={1}>
        {TYPE_VARIANTS.map((variant) => (
          <Typography key={variant} variant={variant} component="p" sx={{ m: 0 }}>
            {variant}: Train at your pace
          </Typography>
        ))}
      </Stack>
    </Section>
  );
}

function Swatch({ name, bg, fg }: { name: string; bg: string; fg: string }) {
  return (
    <Box sx={{ width: 150, p: 1.5, borderRadius: 1, bgcolor: bg, color: fg, border: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption">{bg}</Typography>
    </Box>
  );
}

function PaletteSection() {
  const { palette } = useTheme();
  const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
  return (
    <Section title="Colour palette">
      <Stack spacing={2}>
        {intents.map((intent) => (
          <Stack key={intent} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {(['light', 'main', 'dark'] as const).map((shade) => (
              <Swatch key={shade} name={`${intent}.${shade}`} bg={palette[intent][shade]} fg={palette.getContrastText(palette[intent][shade])} />
            ))}
          </Stack>
        ))}
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Swatch name="background.default" bg={palette.background.default} fg={palette.text.primary} />
          <Swatch name="background.paper" bg={palette.background.paper} fg={palette.text.primary} />
          <Swatch name="text.primary" bg={palette.text.primary} fg={palette.background.paper} />
          <Swatch name="text.secondary" bg={palette.text.secondary} fg={palette.background.paper} />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          Status colours (the same in both themes)
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {Object.entries(STATUS_COLORS).map(([name, c]) => (
            <Swatch key={name} name={name} bg={c.bg} fg={c.fg} />
          ))}
        </Stack>
      </Stack>
    </Section>
  );
}

export default function TestComponentsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Test components
      </Typography>
      <Stack spacing={3}>
        <ToastSection />
        <CopySection />
        <ConnectivitySection />
        <UserMenuSection />
        <ThemeSection />
        <ErrorSection />
        <SessionExpiredSection />
        <Section title="Account Deactivated banner">
          <AccountDeactivatedAlert />
        </Section>
        <Section title="Not found page">
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <NotFound />
          </Box>
        </Section>
        <TypographySection />
        <PaletteSection />
      </Stack>
    </Container>
  );
}
