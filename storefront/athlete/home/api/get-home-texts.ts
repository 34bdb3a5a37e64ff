/** The home page's texts from the CMS (page `home`): the hero's title and subtitle, with the defaults in code. */
import { useCmsPage } from '../../../shared/cms/get-cms-page';
import { CMS_DEFAULTS, CMS_PAGES } from '../../../../src/config/cms';
import { cmsText } from '../../../../src/domain/cms';

const HOME = CMS_PAGES.home;

export function useHomeTexts() {
  const { data } = useCmsPage(HOME.page);
  return {
    heroTitle: cmsText(data, HOME.heroTitle, CMS_DEFAULTS.home.hero_title),
    heroSubtitle: cmsText(data, HOME.heroSubtitle, CMS_DEFAULTS.home.hero_subtitle),
  };
}
