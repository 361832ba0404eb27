import { Button, Container, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RefreshIcon } from '../../components/icons';
import { topProgress } from '../../components/progress-bar';
import { useLocale } from '../../i18n/use-locale';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** A lazy route chunk that could not be fetched (offline, or removed by a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

/**
 * Route-level error element. A page chunk that failed to load shows the spec's -1001 text with
 * a retry; a thrown 404 shows the 404 page; anything else a generic message.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLocale();
  useEffect(() => {
    topProgress.fail();
    if (!isChunkLoadError(error)) console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  return (
    <Container maxW="2xl" py="24" data-testid="route-error">
      <Stack align="center" textAlign="center" gap="6">
        <Heading as="h1" fontSize="lg" fontWeight="medium" lineHeight="1.7">
          {chunk ? t('shell.lazyLoadFailed') : t('shell.unexpectedError')}
        </Heading>
        <Button colorPalette="loom" borderRadius="full" px="6" onClick={() => window.location.reload()}>
          <RefreshIcon boxSize="4" />
          {t('shell.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
