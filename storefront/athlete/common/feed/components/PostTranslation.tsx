/**
 * "Translate" under a post: its text in the reader's language, shown inline below the original, from lambda
 * gpt-translate. Shown only when the server has an AI service (and to signed-in readers: the caller decides).
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useAiConfig } from '../../../../../src/api/ai-config';
import { feedText } from '../i18n/en';
import { useLocale } from '../../../../../src/i18n/locale';
import { useText } from '../../../../../src/i18n/text';
import { languageLabel, readerLanguage, usePostTranslation } from '../api/translate-post';

export function PostTranslation({ postId, text }: { postId: number; text: string }) {
  const config = useAiConfig();
  const t = useText(feedText);
  const locale = useLocale();
  const [target] = useState(readerLanguage);
  const [requested, setRequested] = useState(false);
  const [shown, setShown] = useState(false);
  const translation = usePostTranslation(postId, text, target, requested);
  if (!config.data?.configured || !text.trim()) return null;

  const toggle = () => {
    if (shown) return setShown(false);
    setRequested(true);
    setShown(true);
    if (translation.isError) void translation.refetch();
  };
  const loading = shown && translation.isFetching;

  return (
    <Box sx={{ mt: 0.5 }}>
      <Button size="small" color="inherit" startIcon={<TranslateIcon fontSize="small" />} onClick={toggle} disabled={loading} aria-expanded={shown} sx={{ textTransform: 'none', px: 0.5, color: 'text.secondary' }}>
        {loading ? t.translating : shown && translation.data ? t.hideTranslation : t.translate}
      </Button>
      {shown && translation.data && (
        <Box data-testid="post-translation" sx={{ mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t.translatedTo(languageLabel(translation.data.target_language, locale))}
          </Typography>
          <Typography lang={translation.data.target_language} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {translation.data.text}
          </Typography>
        </Box>
      )}
      {shown && translation.error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {translation.error.message}
        </Typography>
      )}
    </Box>
  );
}
