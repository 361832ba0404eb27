import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { NoAccessCover } from '../../../components/no-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import { safeRedirect } from '../guard-rules';
import { AuthForm, type AuthMode } from './AuthForm';

/** /login and /register: a signed-in visitor goes straight on to ?redirect=. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useLocale();
  const { loggedIn } = useSession();
  const [search] = useSearchParams();
  usePageTitle(mode === 'login' ? t('account.loginTitle') : t('account.registerTitle'));
  if (loggedIn) return <Navigate to={safeRedirect(search.get('redirect'))} replace />;

  return (
    <Container maxW="1080px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} borderRadius="l3" overflow="hidden" borderWidth="1px" borderColor="border.muted" bg="bg.surface" boxShadow="card">
        <Flex direction="column" justify="space-between" gap="6" bg="bg.hero" p={{ base: '6', md: '10' }} display={{ base: 'none', md: 'flex' }}>
          <Text fontSize="xs" letterSpacing="0.2em" textTransform="uppercase" color="fg.muted">
            {t('common.brandName')}
          </Text>
          <NoAccessCover kind="login" alignSelf="center" />
          <Heading as="p" fontFamily="display" fontSize="2xl" fontWeight="semibold" lineHeight="short">
            {t('account.visualCaption')}
          </Heading>
        </Flex>
        <Stack gap="6" p={{ base: '6', md: '10' }} justify="center">
          <Stack gap="2">
            <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
              {mode === 'login' ? t('account.loginTitle') : t('account.registerTitle')}
            </Heading>
            <Text color="fg.muted">{mode === 'login' ? t('account.loginLead') : t('account.registerLead')}</Text>
          </Stack>
          <AuthForm mode={mode} />
          <Box textAlign="center">
            <Link asChild fontSize="sm" color="fg.muted">
              <RouterLink to="/list/search?channel=20850">{t('account.browseOpen')}</RouterLink>
            </Link>
          </Box>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

export const LoginPage = () => <AuthPage mode="login" />;
export const RegisterPage = () => <AuthPage mode="register" />;
