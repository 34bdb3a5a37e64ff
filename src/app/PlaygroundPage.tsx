/**
 * /playground (requirements §2, public, bare layout): an interactive sandbox for developers.
 * - Toast composer: type, title, message, duration, persistence and an action; shows it for real.
 * - Connectivity simulator: online, syncing, pending and failed counts, with the bar previewed live;
 *   "Apply to the app's bar" puts the numbers into the app's status store (the bar at the top and the
 *   Offline Mode / Back Online notices follow), "Back to the browser's state" undoes it.
 * - Component props: pick a component, edit its props, see it live in the current theme (with the
 *   theme switch) and copy its JSX.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
  type AlertProps,
  type ButtonProps,
  type ChipProps,
} from '@mui/material';
import { TOASTS } from '../config/constants';
import { playgroundText } from './i18n/en';
import { textOf, useText } from '../i18n/text';
import { ConnectivityBarView } from '../layout/ConnectivityBar';
import { connectivityView, type ConnectivityInput } from '../offline/connectivity-view';
import { offlineStatusStore } from '../offline/status-store';
import { copyToClipboard } from '../ui/clipboard';
import { themeStore, useThemeMode } from '../ui/theme-store';
import { showToast, type ToastInput, type ToastType } from '../ui/toasts';

const TOAST_TYPES: readonly ToastType[] = ['success', 'error', 'warning', 'info'];

/** A whole number of at least 0 from a number field ('' and junk are 0). */
const count = (e: ChangeEvent<HTMLInputElement>) => Math.max(0, Math.floor(Number(e.target.value) || 0));

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-label={title}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

// ---- toast composer ------------------------------------------------------------------------------

function ToastComposer() {
  const t = useText(playgroundText).toast;
  const [type, setType] = useState<ToastType>('success');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState(() => textOf(playgroundText).toast.defaultMessage);
  const [durationMs, setDurationMs] = useState<number>(TOASTS.defaultMs);
  const [persistent, setPersistent] = useState(false);
  const [actionLabel, setActionLabel] = useState('');
  const input: ToastInput = {
    type,
    ...(title ? { title } : {}),
    message,
    ...(persistent ? { persistent } : { durationMs }),
    ...(actionLabel ? { actions: [{ label: actionLabel, action: () => showToast({ type: 'info', message: t.pressed(actionLabel) }) }] } : {}),
  };
  return (
    <Panel title={t.title}>
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select label={t.type} value={type} onChange={(e) => setType(e.target.value as ToastType)} sx={{ minWidth: 140 }}>
            {TOAST_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t.toastTitle} value={title} onChange={(e) => setTitle(e.target.value)} fullWidth />
        </Stack>
        <TextField label={t.message} value={message} onChange={(e) => setMessage(e.target.value)} required fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={t.duration}
            type="number"
            value={durationMs}
            disabled={persistent}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setDurationMs(count(e))}
            slotProps={{ htmlInput: { min: 0, step: 500 } }}
          />
          <FormControlLabel control={<Switch checked={persistent} onChange={(e) => setPersistent(e.target.checked)} />} label={t.persistent} />
          <TextField label={t.actionLabel} value={actionLabel} onChange={(e) => setActionLabel(e.target.value)} helperText={t.actionHelp} />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={!message.trim()} onClick={() => showToast(input)}>
            {t.show}
          </Button>
        </Box>
      </Stack>
    </Panel>
  );
}

// ---- connectivity simulator ----------------------------------------------------------------------

function ConnectivitySimulator() {
  const [status, setStatus] = useState<ConnectivityInput>({ online: true, isSyncing: false, pendingCount: 0, failedRequests: 0 });
  const [collapsed, setCollapsed] = useState(false);
  const set = (patch: Partial<ConnectivityInput>) => setStatus((s) => ({ ...s, ...patch }));
  const view = connectivityView(status);
  const t = useText(playgroundText).connectivity;
  // The simulation holds until it is taken back: the offline queue's own reports meanwhile do not undo it.
  const apply = () => offlineStatusStore.getState().simulate({ ...status, syncErrors: Array.from({ length: status.failedRequests }, (_, i) => t.simulatedFailure(i + 1)) });
  const reset = () => offlineStatusStore.getState().simulate(null);
  return (
    <Panel title={t.title}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel control={<Switch checked={status.online} onChange={(e) => set({ online: e.target.checked })} />} label={t.online} />
          <FormControlLabel control={<Switch checked={status.isSyncing} onChange={(e) => set({ isSyncing: e.target.checked })} />} label={t.syncing} />
          <TextField
            label={t.pending}
            type="number"
            value={status.pendingCount}
            onChange={(e: ChangeEvent<HTMLInputElement>) => set({ pendingCount: count(e) })}
            slotProps={{ htmlInput: { min: 0 } }}
          />
          <TextField
            label={t.failed}
            type="number"
            value={status.failedRequests}
            onChange={(e: ChangeEvent<HTMLInputElement>) => set({ failedRequests: count(e) })}
            slotProps={{ htmlInput: { min: 0 } }}
          />
        </Stack>
        <Box data-testid="simulated-bar">
          <ConnectivityBarView
            status={status}
            live={false}
            collapsed={collapsed}
            onCollapsedChange={setCollapsed}
            onSyncNow={() => set({ isSyncing: true })}
            onRetryFailed={() => set({ failedRequests: 0 })}
            data-testid="connectivity-bar-preview"
          />
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="simulated-state">
          {t.state(view.state)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={apply}>
            {t.apply}
          </Button>
          <Button onClick={reset}>{t.reset}</Button>
        </Stack>
      </Stack>
    </Panel>
  );
}

// ---- component props -----------------------------------------------------------------------------

type Kind = 'Button' | 'Alert' | 'Chip';
const KINDS: readonly Kind[] = ['Button', 'Alert', 'Chip'];
const VARIANTS: Record<Kind, readonly string[]> = {
  Button: ['contained', 'outlined', 'text'],
  Alert: ['standard', 'filled', 'outlined'],
  Chip: ['filled', 'outlined'],
};
const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
type Color = (typeof COLORS)[number];

interface Props {
  variant: string;
  color: Color;
  size: 'small' | 'medium';
  disabled: boolean;
  text: string;
}

/** The JSX of the previewed component, for copying. */
function jsxOf(kind: Kind, p: Props): string {
  const attrs = [`variant="${p.variant}"`, kind === 'Alert' ? `severity="${p.color === 'primary' || p.color === 'secondary' ? 'info' : p.color}"` : `color="${p.color}"`];
  if (kind !== 'Alert') attrs.push(`size="${p.size}"`);
  if (p.disabled && kind !== 'Alert') attrs.push('disabled');
  return kind === 'Chip' ? `<Chip ${attrs.join(' ')} label="${p.text}" />` : `<${kind} ${attrs.join(' ')}>${p.text}</${kind}>`;
}

function Preview({ kind, p }: { kind: Kind; p: Props }) {
  if (kind === 'Button')
    return (
      <Button variant={p.variant as ButtonProps['variant']} color={p.color} size={p.size} disabled={p.disabled}>
        {p.text}
      </Button>
    );
  if (kind === 'Chip') return <Chip variant={p.variant as ChipProps['variant']} color={p.color} size={p.size} disabled={p.disabled} label={p.text} />;
  const severity: AlertProps['severity'] = p.color === 'primary' || p.color === 'secondary' ? 'info' : p.color;
  return (
    <Alert variant={p.variant as AlertProps['variant']} severity={severity}>
      {p.text}
    </Alert>
  );
}

function ComponentProps() {
  const mode = useThemeMode((s) => s.mode);
  const t = useText(playgroundText).props;
  const [kind, setKind] = useState<Kind>('Button');
  const [p, setP] = useState<Props>(() => ({ variant: 'contained', color: 'primary', size: 'medium', disabled: false, text: textOf(playgroundText).props.defaultText }));
  const set = (patch: Partial<Props>) => setP((old) => ({ ...old, ...patch }));
  const code = jsxOf(kind, p);
  return (
    <Panel title={t.title}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t.component}
            value={kind}
            onChange={(e) => {
              const next = e.target.value as Kind;
              setKind(next);
              set({ variant: VARIANTS[next][0] });
            }}
            sx={{ minWidth: 140 }}
          >
            {KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {k}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t.variant} value={p.variant} onChange={(e) => set({ variant: e.target.value })} sx={{ minWidth: 140 }}>
            {VARIANTS[kind].map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t.colour} value={p.color} onChange={(e) => set({ color: e.target.value as Color })} sx={{ minWidth: 140 }}>
            {COLORS.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t.size} value={p.size} disabled={kind === 'Alert'} onChange={(e) => set({ size: e.target.value as Props['size'] })} sx={{ minWidth: 120 }}>
            <MenuItem value="small">small</MenuItem>
            <MenuItem value="medium">medium</MenuItem>
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField label={t.text} value={p.text} onChange={(e) => set({ text: e.target.value })} />
          <FormControlLabel
            control={<Switch checked={p.disabled} disabled={kind === 'Alert'} onChange={(e) => set({ disabled: e.target.checked })} />}
            label={t.disabled}
          />
          <FormControlLabel
            control={<Switch checked={mode === 'dark'} onChange={(e) => themeStore.getState().setMode(e.target.checked ? 'dark' : 'light')} />}
            label={t.dark}
          />
        </Stack>
        <Box data-testid="component-preview" sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}>
          <Preview kind={kind} p={p} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box component="pre" data-testid="component-code" sx={{ m: 0, flexGrow: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}>
            {code}
          </Box>
          <Button onClick={() => void copyToClipboard(code)}>{t.copy}</Button>
        </Stack>
      </Stack>
    </Panel>
  );
}

export default function PlaygroundPage() {
  const t = useText(playgroundText);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.intro}
      </Typography>
      <Stack spacing={3}>
        <ToastComposer />
        <ConnectivitySimulator />
        <ComponentProps />
      </Stack>
    </Container>
  );
}
