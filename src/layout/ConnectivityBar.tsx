/**
 * The connectivity bar at the top of every layout (requirements §2; §4 colours: red offline, blue syncing,
 * yellow pending changes, green synced; §8 texts and its Sync Now and Retry Failed buttons). It is part
 * of the page flow, so it never covers the page. What it says is `connectivityView()`
 * (src/offline/connectivity-view.ts); its state is the offline status store (src/offline).
 *
 * Collapsible: the collapse button folds it to a thin strip of its colour (a button that opens it
 * again). The store remembers the fold for the state it was made in, so a change (going offline,
 * say) shows the bar in full again.
 */
import { Box, Button, ButtonBase, IconButton, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import SyncIcon from '@mui/icons-material/Sync';
import { useSyncExternalStore } from 'react';
import { queryClient } from '../api/query-client';
import { messagesText } from '../config/i18n/en';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';
import { connectivityView, type ConnectivityInput } from '../offline/connectivity-view';
import { offlineStatusStore, useOfflineStatus, type ConnectivityState } from '../offline/status-store';
import { STATUS_COLORS } from '../ui/status-colors';

/** Each state's icon (its colour is the view's: CONNECTIVITY_COLORS). */
const ICON: Record<ConnectivityState, SvgIconComponent> = {
  offline: CloudOffIcon,
  syncing: SyncIcon,
  pending: CloudUploadIcon,
  synced: CloudDoneIcon,
};

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(-360deg); }`;

/** The bar's own labels, in English (the catalogue's section `shell` has them in every language). */
export const CONNECTIVITY_BAR_LABELS = shellText.en.connectivityBar;

export interface ConnectivityBarViewProps {
  status: ConnectivityInput;
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  onSyncNow?: () => void;
  onRetryFailed?: () => void;
  /** Announces changes to screen readers (the app's bar does; the gallery's samples do not). */
  live?: boolean;
  'data-testid'?: string;
}

/** The bar for a given status (presentational: the galleries render it with fixed props). */
export function ConnectivityBarView({
  status,
  collapsed = false,
  onCollapsedChange,
  onSyncNow,
  onRetryFailed,
  live = true,
  'data-testid': testId = 'connectivity-bar',
}: ConnectivityBarViewProps) {
  const words = useText(messagesText);
  const labels = useText(shellText).connectivityBar;
  const view = connectivityView(status, words);
  const color = STATUS_COLORS[view.color];
  const Icon = ICON[view.state];
  const text = view.messages.join(' · ');

  if (collapsed) {
    return (
      <ButtonBase
        title={text}
        data-testid={testId}
        data-state={view.state}
        aria-label={labels.expand(text)}
        aria-expanded={false}
        onClick={() => onCollapsedChange?.(false)}
        sx={{
          display: 'block',
          width: '100%',
          height: 6,
          bgcolor: color.bg,
          '&.Mui-focusVisible': { height: 12, outline: '2px solid', outlineColor: 'text.primary', outlineOffset: -2 },
        }}
      />
    );
  }

  const slim = view.state === 'synced';
  return (
    <Box
      data-testid={testId}
      data-state={view.state}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: slim ? 0.25 : 0.5, minHeight: slim ? 28 : 40, bgcolor: color.bg, color: color.fg }}
    >
      <Icon
        fontSize="small"
        aria-hidden
        sx={
          view.state === 'syncing'
            ? { animation: `${spin} 1.2s linear infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }
            : undefined
        }
      />
      <Typography variant="body2" role={live ? 'status' : undefined} sx={{ flexGrow: 1, fontWeight: 500 }}>
        {view.messages.map((m) => (
          <Box component="span" key={m} sx={{ '&:not(:first-of-type)::before': { content: '" · "' } }}>
            {m}
          </Box>
        ))}
      </Typography>
      {view.actions.includes('syncNow') && (
        <Button size="small" variant="outlined" color="inherit" onClick={onSyncNow} sx={{ py: 0 }}>
          {words.syncNow}
        </Button>
      )}
      {view.actions.includes('retryFailed') && (
        <Button size="small" variant="outlined" color="inherit" onClick={onRetryFailed} sx={{ py: 0 }}>
          {words.retryFailed}
        </Button>
      )}
      <IconButton size="small" color="inherit" aria-label={labels.collapse} aria-expanded onClick={() => onCollapsedChange?.(true)} sx={{ p: 0.25 }}>
        <ExpandLessIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Whether any query a screen shows has an answer (offline, that answer comes from the cache). */
function useShowingAnswers(): boolean {
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => cache.getAll().some((q) => q.getObserversCount() > 0 && q.state.data !== undefined),
    () => false,
  );
}

/** The app's connectivity bar. */
export function ConnectivityBar() {
  const online = useOfflineStatus((s) => s.online);
  const showingAnswers = useShowingAnswers();
  const isSyncing = useOfflineStatus((s) => s.isSyncing);
  const pendingCount = useOfflineStatus((s) => s.pendingCount);
  const failedRequests = useOfflineStatus((s) => s.failedRequests);
  const collapsedState = useOfflineStatus((s) => s.collapsedState);
  const actions = offlineStatusStore.getState();
  const status = { online, isSyncing, pendingCount, failedRequests, cachedData: !online && showingAnswers };
  const { state } = connectivityView(status);
  return (
    <ConnectivityBarView
      status={status}
      collapsed={collapsedState === state}
      onCollapsedChange={(collapsed) => actions.setCollapsedState(collapsed ? state : null)}
      onSyncNow={() => void actions.syncNow()}
      onRetryFailed={() => void actions.retryFailed()}
    />
  );
}
