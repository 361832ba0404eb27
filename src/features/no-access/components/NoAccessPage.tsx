import { Container, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { NoAccessNotice } from '../../../components/no-access';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';

/**
 * /index/noAccess/id/:id/type/:type: where a page the caller may not see sends them. The copy
 * follows the session (guest, member, VIP without the channel); a guest's click on the cover goes
 * straight to login and comes back to the content afterwards.
 */
export function NoAccessPage() {
  const { t } = useLocale();
  const navigate = useNavigate();
  const { id = '', type = '' } = useParams();
  usePageTitle(t('access.pageTitle'));
  return (
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} data-testid="no-access-page">
      <NoAccessNotice redirectToLogin />
      <Flex direction="column" align="center" gap="3">
        {/^\d+$/.test(id) && /^\d+$/.test(type) && (
          <Text fontSize="xs" color="fg.subtle">
            {t('access.contentRef', { id, type })}
          </Text>
        )}
        <Flex gap="5" fontSize="sm">
          <Link as="button" color="fg.muted" onClick={() => navigate(-1)}>
            {t('access.back')}
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to="/">{t('access.home')}</RouterLink>
          </Link>
        </Flex>
      </Flex>
    </Container>
  );
}

export { NoAccessPage as Component };
