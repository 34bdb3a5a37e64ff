/** The FAQ from the CMS (page `faq`): its title and questions, with the defaults in code. */
import { useCmsPage } from '../../../shared/cms/get-cms-page';
import { CMS_DEFAULTS, CMS_PAGES } from '../../../../src/config/cms';
import { cmsText, faqItems } from '../../../../src/domain/cms';

const FAQ = CMS_PAGES.faq;

export function useFaq() {
  const { data, isPending } = useCmsPage(FAQ.page);
  return {
    // Until the page answers, nothing is shown but a placeholder: the defaults are for a page without entries.
    loading: isPending,
    title: cmsText(data, FAQ.title, CMS_DEFAULTS.faq.title),
    items: faqItems(data, FAQ.items, CMS_DEFAULTS.faq.items),
  };
}
