import { Button, Container, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { GridSkeleton, KeywordBox } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { encodeKeywords, parseKeywords } from '../../../shared/catalogue/list-rules';
import { loginPath, useSession } from '../../../lib/session';
import { StandardLayout } from './StandardLayout';
import type { ListLayoutProps } from './list-layout';

/** My follows: members search within their follows; guests are asked to log in. */
export function FollowLayout(props: ListLayoutProps) {
  const { t } = useLocale();
  const { pathname, search } = useLocation();
  const { info, loggedIn } = useSession();
  if (!info) {
    return (
      <Container maxW="1360px" py="10">
        <GridSkeleton />
      </Container>
    );
  }
  if (!loggedIn) {
    return (
      <Flex direction="column" align="center" gap="4" py="24" px="6" textAlign="center" data-testid="follow-login">
        <Text fontFamily="display" fontSize="xl" fontWeight="semibold">
          {t('content.layoutFollowTitle')}
        </Text>
        <Text color="fg.muted">{t('content.layoutFollowLogin')}</Text>
        <Button asChild bg="loom.solid" color="loom.contrast" borderRadius="full" px="8">
          <RouterLink to={loginPath(`${pathname}${search}`)}>{t('content.login')}</RouterLink>
        </Button>
      </Flex>
    );
  }
  const words = parseKeywords(props.args.key_words).join(' ');
  return (
    <StandardLayout
      {...props}
      intro={
        <KeywordBox
          value={words}
          label={t('content.searchPlaceholderFollow')}
          placeholder={t('content.searchPlaceholderFollow')}
          onSubmit={(text) => props.update({ key_words: encodeKeywords(text.split(/\s+/)) || undefined })}
        />
      }
    />
  );
}
