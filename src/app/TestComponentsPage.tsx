/**
 * /test-components (requirements §2, public, bare layout): a gallery of the app shell's pieces, live, for
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
import { getContrastRatio } from '@mui/material/styles';
import { testComponentsText } from './i18n/en';
import { textOf, useText } from '../i18n/text';
import { ConnectivityBarView } from '../layout/ConnectivityBar';
import { UserMenuView } from '../layout/UserMenu';
import type { ConnectivityInput } from '../offline/connectivity-view';
import { SessionExpiredDialog } from '../session/SessionExpiredDialog';
import { createMemoryStorage, createSessionStore } from '../session/store';
import { copyToClipboard } from '../ui/clipboard';
import { ErrorBoundary, ErrorFallback } from '../ui/ErrorBoundary';
import { STATUS_COLORS } from '../ui/status-colors';
import { themeStore, useThemeMode } from '../ui/theme-store';
import { AccountDeactivatedAlert } from '../layout/AccountDeactivatedBanner';
import { NotFound } from '../layout/NotFound';
import { showToast, toastStore, TOAST_MAX_VISIBLE, type ToastType } from '../ui/toasts';

const TOAST_TYPES: readonly ToastType[] = ['success', 'error', 'warning', 'info'];

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
  const t = useText(testComponentsText).toasts;
  return (
    <Section title={t.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro(TOAST_MAX_VISIBLE)}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {TOAST_TYPES.map((type) => (
          <Button key={type} variant="outlined" onClick={() => showToast({ type, title: t.sampleTitle(type), message: t.sampleMessage(++toastCount) })}>
            {t.show(type)}
          </Button>
        ))}
        <Button
          variant="outlined"
          onClick={() => {
            for (let i = 0; i < TOAST_MAX_VISIBLE + 1; i++) showToast({ type: TOAST_TYPES[i % TOAST_TYPES.length], message: t.sampleMessage(++toastCount) });
          }}
        >
          {t.showMany(TOAST_MAX_VISIBLE + 1)}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            showToast({
              type: 'info',
              message: t.withAction(++toastCount),
              persistent: true,
              actions: [{ label: t.undo, action: () => showToast({ type: 'success', message: textOf(testComponentsText).toasts.undone }) }],
            })
          }
        >
          {t.showPersistent}
        </Button>
        <Button onClick={() => toastStore.getState().clear()}>{t.clear}</Button>
      </Stack>
    </Section>
  );
}

function CopySection() {
  const t = useText(testComponentsText).copy;
  return (
    <Section title={t.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.before} <code>{t.sample}</code> {t.after}
      </Typography>
      <Button variant="outlined" onClick={() => void copyToClipboard(t.sample)}>
        {t.button}
      </Button>
    </Section>
  );
}

type BarSampleName = 'offline' | 'syncing' | 'pendingFailed' | 'failedOnly' | 'synced';
const BAR_SAMPLES: readonly { name: BarSampleName; status: ConnectivityInput }[] = [
  { name: 'offline', status: { online: false, isSyncing: false, pendingCount: 3, failedRequests: 0 } },
  { name: 'syncing', status: { online: true, isSyncing: true, pendingCount: 3, failedRequests: 0 } },
  { name: 'pendingFailed', status: { online: true, isSyncing: false, pendingCount: 2, failedRequests: 1 } },
  { name: 'failedOnly', status: { online: true, isSyncing: false, pendingCount: 0, failedRequests: 4 } },
  { name: 'synced', status: { online: true, isSyncing: false, pendingCount: 0, failedRequests: 0 } },
];

function BarSample({ label, status, startCollapsed = false }: { label: string; status: ConnectivityInput; startCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const t = useText(testComponentsText).connectivity;
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
        onSyncNow={() => showToast({ type: 'info', message: t.syncNowPressed })}
        onRetryFailed={() => showToast({ type: 'info', message: t.retryPressed })}
        data-testid="connectivity-bar-sample"
      />
    </Box>
  );
}

function ConnectivitySection() {
  const t = useText(testComponentsText).connectivity;
  return (
    <Section title={t.title} testId="connectivity-samples">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack spacing={2}>
        {BAR_SAMPLES.map((s) => (
          <BarSample key={s.name} label={t[s.name]} status={s.status} />
        ))}
        <BarSample label={t.collapsed} status={BAR_SAMPLES[BAR_SAMPLES.length - 1].status} startCollapsed />
      </Stack>
    </Section>
  );
}

function UserMenuSection() {
  const t = useText(testComponentsText).userMenu;
  return (
    <Section title={t.title}>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
            {t.header}
          </Typography>
          <UserMenuView
            details={{ firstName: 'Tess', lastName: 'Trainer', photo: null }}
            profilePath="/test-components"
            onSignOut={() => showToast({ type: 'info', message: t.signOutPressed })}
          />
        </Toolbar>
      </AppBar>
    </Section>
  );
}

function ThemeSection() {
  const mode = useThemeMode((s) => s.mode);
  const t = useText(testComponentsText).theme;
  return (
    <Section title={t.title}>
      <FormControlLabel
        control={<Switch checked={mode === 'dark'} onChange={(e) => themeStore.getState().setMode(e.target.checked ? 'dark' : 'light')} />}
        label={t.dark}
      />
      <Typography color="text.secondary">{t.note}</Typography>
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
  const t = useText(testComponentsText).errors;
  return (
    <Section title={t.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Box data-testid="boundary-demo">
        <ErrorBoundary>
          <Breakable />
        </ErrorBoundary>
      </Box>
      <Button sx={{ mt: 2 }} onClick={() => setPreview(!preview)} aria-expanded={preview}>
        {preview ? t.hideFallback : t.showFallback}
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
  const t = useText(testComponentsText).sessionExpired;
  return (
    <Section title={t.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Button variant="outlined" onClick={open}>
        {t.preview}
      </Button>
      <SessionExpiredDialog
        store={store}
        currentPath={() => '/trainer/dashboard'}
        navigate={(to) => showToast({ type: 'info', message: t.wouldOpen(to) })}
      />
    </Section>
  );
}

const TYPE_VARIANTS: readonly NonNullable<TypographyProps['variant']>[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'];

function TypographySection() {
  const t = useText(testComponentsText).typography;
  return (
    <Section title={t.title}>
      <Stack spacing={1}>
        {TYPE_VARIANTS.map((variant) => (
          <Typography key={variant} variant={variant} component="p" sx={{ m: 0 }}>
            {variant}: {t.sample}
          </Typography>
        ))}
      </Stack>
    </Section>
  );
}

/** Black or white, whichever reads better on `bg` (at least 4.5:1 for any colour; MUI's getContrastText settles for 3:1). */
function readableOn(bg: string): string {
  return getContrastRatio(bg, '#ffffff') >= getContrastRatio(bg, '#000000') ? '#ffffff' : '#000000';
}

function Swatch({ name, bg, fg = readableOn(bg) }: { name: string; bg: string; fg?: string }) {
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
  const t = useText(testComponentsText).palette;
  return (
    <Section title={t.title}>
      <Stack spacing={2}>
        {intents.map((intent) => (
          <Stack key={intent} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {(['light', 'main', 'dark'] as const).map((shade) => (
              <Swatch key={shade} name={`${intent}.${shade}`} bg={palette[intent][shade]} />
            ))}
          </Stack>
        ))}
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Swatch name="background.default" bg={palette.background.default} fg={palette.text.primary} />
          <Swatch name="background.paper" bg={palette.background.paper} fg={palette.text.primary} />
          <Swatch name="text.primary" bg={palette.text.primary} />
          <Swatch name="text.secondary" bg={palette.text.secondary} />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t.status}
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
  const t = useText(testComponentsText);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Stack spacing={3}>
        <ToastSection />
        <CopySection />
        <ConnectivitySection />
        <UserMenuSection />
        <ThemeSection />
        <ErrorSection />
        <SessionExpiredSection />
        <Section title={t.accountDeactivated}>
          <AccountDeactivatedAlert />
        </Section>
        <Section title={t.notFound}>
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
