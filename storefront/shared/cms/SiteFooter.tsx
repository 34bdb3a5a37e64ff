/**
 * The athlete layout's footer: the CMS's footer text (page `footer`, with its default) and links to the blog and the
 * FAQ, and the language choice. Its own chunk, loaded after the page (Layouts.tsx): the storefront's first load carries no CMS code.
 */
import { Link as RouterLink } from 'react-router';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { CMS_DEFAULTS, CMS_PAGES } from '../../../src/config/cms';
import { cmsText } from '../../../src/domain/cms';
import { useCmsPage } from './get-cms-page';
import { LanguageSelect } from '../../../src/i18n/LanguageSelect';
import { shellText } from '../../../src/layout/i18n/en';
import { useText } from '../../../src/i18n/text';

export default function SiteFooter() {
  const { data, isPending } = useCmsPage(CMS_PAGES.footer.page);
  const text = cmsText(data, CMS_PAGES.footer.text, CMS_DEFAULTS.footer.text);
  const { footer } = useText(shellText);
  return (
    <Box component="footer" sx={{ mt: 6, py: 3, borderTop: 1, borderColor: 'divider' }} data-testid="site-footer">
      <Container>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ visibility: isPending && !data ? 'hidden' : 'visible' }} data-testid="footer-text">
            {text}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Stack direction="row" spacing={2} component="nav" aria-label={footer.site}>
              <Link component={RouterLink} to="/blog" variant="body2">
                {footer.blog}
              </Link>
              <Link component={RouterLink} to="/faq" variant="body2">
                {footer.faq}
              </Link>
            </Stack>
            <LanguageSelect />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
