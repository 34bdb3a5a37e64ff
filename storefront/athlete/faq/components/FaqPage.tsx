/** /faq (open to everyone, athlete layout): the questions and answers an admin keeps in the CMS (page `faq`). */
import { Link as RouterLink } from 'react-router';
import { Accordion, AccordionDetails, AccordionSummary, Box, Container, Link, Skeleton, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { faqText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { Markdown } from '../../../../src/ui/Markdown';
import { useFaq } from '../api/get-faq';

export default function FaqPage() {
  const faq = useFaq();
  const t = useText(faqText);
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {faq.loading ? <Skeleton width="60%" /> : faq.title}
      </Typography>
      {faq.loading ? (
        <Box aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : (
        <Box data-testid="faq-list">
          {faq.items.map((item, i) => (
            <Accordion key={i} disableGutters defaultExpanded={i === 0}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${i}-answer`} id={`faq-${i}-question`}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${i}-answer`}>
                <Markdown source={item.answer} headingBase={2} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {t.moreBefore}{' '}
        <Link component={RouterLink} to="/blog">
          {t.moreLink}
        </Link>
        {t.moreAfter}
      </Typography>
    </Container>
  );
}
