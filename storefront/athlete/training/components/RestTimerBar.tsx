/**
 * The rest timer, docked at the bottom of the screen while it runs: the clock counting down from the exercise's
 * rest, pause/resume, more time, skip. When the rest is over it says so (and buzzes a phone) until dismissed.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { extendRest, formatClock, isRestOver, isRestPaused, pauseRest, restFraction, restRemainingMs, resumeRest, type RestTimer } from '../../common/training/rest-timer';
import { REST_EXTEND_S, REST_TICK_MS } from '../../common/training/training-config';
import { useTrainingText } from '../use-training-text';

export function RestTimerBar({ timer, label, onChange }: { timer: RestTimer; label: string; onChange: (t: RestTimer | null) => void }) {
  const { t: words } = useTrainingText();
  const t = words.timer;
  const [now, setNow] = useState(() => Date.now());
  const buzzed = useRef(false);
  const paused = isRestPaused(timer);
  const over = isRestOver(timer, now);

  useEffect(() => {
    if (paused || over) return;
    const id = setInterval(() => setNow(Date.now()), REST_TICK_MS);
    return () => clearInterval(id);
  }, [paused, over, timer]);

  useEffect(() => {
    if (!over) {
      buzzed.current = false;
      return;
    }
    if (buzzed.current) return;
    buzzed.current = true;
    if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.([200, 100, 200]);
  }, [over]);

  const at = Date.now();
  const remaining = over ? 0 : restRemainingMs(timer, at);
  return (
    <Paper
      elevation={8}
      role="timer"
      aria-label={t.label}
      data-testid="rest-timer"
      sx={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: { xs: 12, md: 24 }, zIndex: (t) => t.zIndex.snackbar, width: 'min(560px, calc(100% - 24px))', px: 2, py: 1.5, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress variant="determinate" value={restFraction(timer, at) * 100} size={52} thickness={4} color={over ? 'success' : 'primary'} aria-hidden />
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography variant="caption" sx={{ fontWeight: 700 }} data-testid="rest-clock">
              {formatClock(remaining)}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" noWrap>
            {over ? words.messages.restOver : paused ? t.paused : t.resting}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
        </Box>
        {over ? (
          <Button variant="contained" color="success" onClick={() => onChange(null)}>
            {t.done}
          </Button>
        ) : (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Button size="small" sx={{ textTransform: 'none', minWidth: 0 }} onClick={() => onChange(extendRest(timer, REST_EXTEND_S, Date.now()))} aria-label={t.addSeconds(REST_EXTEND_S)}>
              {t.more(REST_EXTEND_S)}
            </Button>
            <Tooltip title={paused ? t.resume : t.pause}>
              <IconButton onClick={() => onChange(paused ? resumeRest(timer, Date.now()) : pauseRest(timer, Date.now()))} aria-label={paused ? t.resumeRest : t.pauseRest}>
                {paused ? <PlayArrowIcon /> : <PauseIcon />}
              </IconButton>
            </Tooltip>
            <Button variant="contained" size="small" startIcon={<SkipNextIcon />} onClick={() => onChange(null)}>
              {t.skip}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
