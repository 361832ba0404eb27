import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SlotList } from '../../components/slot';
import { useLocale } from '../../i18n/use-locale';
import { layoutOverlays } from '../feature-slots';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, page, footer, and the site-wide overlays features plug in. */
export function SiteLayout() {
  const { t } = useLocale();
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg.surface', px: '4', py: '2', borderRadius: 'l2', boxShadow: 'md' }}
      >
        <a href="#main">{t('shell.skipToContent')}</a>
      </Box>
      <SiteHeader />
      {/* At least a screen tall: a page whose data is still loading keeps the footer below the fold, so it cannot jump (CLS). */}
      <Box as="main" id="main" flex="1" minH="100dvh" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
      <SlotList slots={layoutOverlays} />
    </Flex>
  );
}
