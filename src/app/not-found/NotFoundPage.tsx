import { Button, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../lib/use-page-title';

/** Spec §2: unknown paths show an image, a link to / and a go-back-one-step link. */
export function NotFoundPage() {
  const { t } = useLocale();
  const navigate = useNavigate();
  usePageTitle(t('shell.notFoundTitle'));
  // A tab opened straight onto a missing page has nowhere to go back to: go home instead.
  const canGoBack = window.history.length > 1;

  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} data-testid="not-found">
      <Stack align="center" textAlign="center" gap="6">
        <Image src="/images/not-found.svg" alt={t('shell.notFoundImage')} w="full" aspectRatio="8 / 5" maxW="420px" h="auto" />
        <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" letterSpacing="wide">
          {t('shell.notFoundTitle')}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {t('shell.notFoundText')}
        </Text>
        <HStack gap="3" pt="2">
          <Button asChild colorPalette="loom" borderRadius="full" px="6">
            <RouterLink to="/">{t('shell.notFoundHome')}</RouterLink>
          </Button>
          <Button asChild variant="outline" borderRadius="full" px="6">
            <a
              href="/"
              onClick={(event) => {
                event.preventDefault();
                if (canGoBack) navigate(-1);
                else navigate('/');
              }}
            >
              <ArrowLeftIcon boxSize="4" />
              {t('shell.notFoundBack')}
            </a>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
