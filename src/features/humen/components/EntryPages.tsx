import { Box, Button, Center, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { loginPath, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-page-title';
import { humenHref } from '../hooks/use-humen';
import { HumenFrame, HumenTopBar } from './Shell';

/** /humen/login: members sign in with their Trendloom account, then come back to the entry. */
export function HumenLoginPage() {
  const { t } = useLocale();
  const { loggedIn } = useSession();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const target = redirect?.startsWith('/humen/') ? redirect : '/humen/entry';
  useDocumentTitle(t('humen.loginTitle'));
  if (loggedIn) return <Navigate to={target} replace />;
  return (
    <Box minH="100dvh" bg="bg.canvas" data-testid="humen-login">
      <HumenTopBar />
      <Center px="4" py={{ base: '12', md: '20' }}>
        <Stack gap="5" maxW="md" w="full" p="8" bg="bg.surface" borderRadius="l3" borderWidth="1px" borderColor="border.muted" boxShadow="card">
          <Heading as="h1" fontSize="xl">
            {t('humen.loginTitle')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('humen.loginBody')}
          </Text>
          <Button asChild bg="loom.solid" color="loom.contrast" size="lg">
            <RouterLink to={loginPath(target)} data-testid="humen-login-button">
              {t('humen.loginButton')}
            </RouterLink>
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}

/** /humen/entry: the markets the member's package opens. */
export function HumenEntryPage() {
  const { t } = useLocale();
  return (
    <HumenFrame title={t('humen.entryTitle')}>
      {(context) => (
        <Stack gap="5" data-testid="humen-entry">
          <Stack gap="1">
            <Heading as="h1" fontSize="xl">
              {t('humen.entryTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('humen.entryBody', { day: context.lastDay })}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {context.channels.map((channel) => (
              <Link key={channel.id} asChild _hover={{ textDecoration: 'none', borderColor: 'loom.solid' }} p="6" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" boxShadow="card" display="block">
                <RouterLink to={humenHref('menu', { ...context, channel: channel.id })} data-testid={`humen-market-${channel.id}`}>
                  <Text fontSize="2xl" fontWeight="bold">
                    {t('humen.market', { name: channel.name })}
                  </Text>
                  <Text color="fg.muted" fontSize="sm" mt="1">
                    {t('humen.enter')} →
                  </Text>
                </RouterLink>
              </Link>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </HumenFrame>
  );
}

/** /humen/menu: the two data screens of a market. */
export function HumenMenuPage() {
  const { t } = useLocale();
  return (
    <HumenFrame title={t('humen.dashboard')}>
      {(context) => (
        <Stack gap="5" data-testid="humen-menu">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h1" fontSize="xl">
              {t('humen.menuTitle', { name: context.channelName })}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('humen.updatedTo', { day: context.lastDay })}
            </Text>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {([['dataDashboard', 'humen.dashboard', 'humen.dashboardHint'], ['clothingData', 'humen.clothing', 'humen.clothingHint']] as const).map(([path, title, hint]) => (
              <Link key={path} asChild _hover={{ textDecoration: 'none', borderColor: 'loom.solid' }} p="6" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" boxShadow="card" display="block">
                <RouterLink to={humenHref(path, context)} data-testid={`humen-menu-${path}`}>
                  <Text fontSize="lg" fontWeight="bold">
                    {t(title)}
                  </Text>
                  <Text color="fg.muted" fontSize="sm" mt="1">
                    {t(hint)}
                  </Text>
                </RouterLink>
              </Link>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </HumenFrame>
  );
}
