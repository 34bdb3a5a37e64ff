/**
 * "Dictate": speak a text instead of typing it. Records the microphone in the browser (MediaRecorder), sends the
 * recording to lambda gpt-transcribe and hands what was said to `onText`. Shown only when the server has an AI service
 * and the browser can record; a recording stops by itself after AI_LIMITS.dictationMaxS.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import { useAiConfig } from '../../../src/api/ai-config';
import { transcribe } from '../../../src/api/transcribe';
import { showToast } from '../../../src/ui/toasts';
import { AI_LIMITS } from '../../../src/config/ai';
import { dictationText } from './i18n/en';
import { useLocale } from '../../../src/i18n/locale';
import { textOf, useText } from '../../../src/i18n/text';

type State = 'idle' | 'recording' | 'transcribing';

const canRecord = () => typeof MediaRecorder !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

export function DictateButton({ onText, disabled }: { onText: (text: string) => void; disabled?: boolean }) {
  const config = useAiConfig();
  const t = useText(dictationText);
  const locale = useLocale();
  const [state, setState] = useState<State>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);

  const release = () => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    };
  }, []);

  if (!config.data?.configured || !canRecord()) return null;

  const send = async (recording: Blob) => {
    setState('transcribing');
    try {
      const { text } = await transcribe(recording, locale);
      if (!mounted.current) return;
      if (text.trim()) onText(text.trim());
      else showToast({ type: 'info', message: textOf(dictationText).nothingHeard });
    } catch (err) {
      if (mounted.current) showToast({ type: 'error', message: (err as Error).message });
    } finally {
      if (mounted.current) setState('idle');
    }
  };

  const start = async () => {
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      showToast({ type: 'error', message: textOf(dictationText).noMicrophone });
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media);
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      release();
      if (mounted.current) void send(new Blob(chunks, { type: rec.mimeType || 'audio/webm' }));
    };
    recorder.current = rec;
    rec.start();
    setSeconds(0);
    setState('recording');
    const startedAt = Date.now();
    ticker.current = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= AI_LIMITS.dictationMaxS && rec.state === 'recording') rec.stop();
    }, 250);
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  return (
    <>
      {state === 'recording' ? (
        <Button color="error" startIcon={<StopIcon />} onClick={stop} title={t.stopLabel}>
          {t.stop(seconds)}
        </Button>
      ) : (
        <Button startIcon={state === 'transcribing' ? <CircularProgress size={16} /> : <MicIcon />} onClick={() => void start()} disabled={disabled || state === 'transcribing'} aria-label={t.dictateLabel}>
          {state === 'transcribing' ? t.transcribing : t.dictate}
        </Button>
      )}
      <span role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {state === 'recording' ? t.recording : state === 'transcribing' ? t.transcribing : ''}
      </span>
    </>
  );
}
