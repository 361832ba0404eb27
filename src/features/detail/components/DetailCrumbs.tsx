import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons';
import { useLocale } from '../../../i18n/use-locale';
import type { RouteColumn } from '../../../shared/catalogue/types';

export interface DetailCrumbsProps {
  channel: number;
  column?: RouteColumn;
  subcolumn?: RouteColumn | null;
  /** dataSource=dsd: embedded in the design tool, no home crumb. */
  embedded: boolean;
}

const columnHref = (channel: number, column: RouteColumn, sub?: RouteColumn | null) =>
  `/list/${column.url_str}?channel=${channel}&column=${column.id}${sub ? `&subcolumn=${sub.id}` : ''}`;

/**
 * Detail breadcrumb (spec §2): 首页, 返回, column and sub-column links, and a close button that
 * closes the window (a detail opened in its own tab) or else goes to /.
 */
export function DetailCrumbs({ channel, column, subcolumn, embedded }: DetailCrumbsProps) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(column ? columnHref(channel, column) : '/'));
  const close = () => {
    window.close();
    // Scripts may only close windows they opened; when the window stays, leave for the home page.
    setTimeout(() => {
      if (!window.closed) navigate('/');
    }, 50);
  };
  return (
    <Flex justify="space-between" align="center" gap="4" py="3" data-testid="detail-crumbs">
      <Flex as="nav" aria-label={t('content.crumbLabel')} align="center" gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
        {!embedded && (
          <>
            <Link asChild color="fg.muted" data-testid="crumb-home">
              <RouterLink to="/">{t('common.home')}</RouterLink>
            </Link>
            <Text as="span" color="fg.subtle" aria-hidden>
              /
            </Text>
          </>
        )}
        <Button variant="ghost" size="xs" px="1.5" color="fg.muted" onClick={goBack} data-testid="crumb-back">
          <ArrowLeftIcon boxSize="3.5" />
          {t('common.back')}
        </Button>
        {column && (
          <>
            <Text as="span" color="fg.subtle" aria-hidden>
              /
            </Text>
            <Link asChild color="fg.muted" data-testid="crumb-column">
              <RouterLink to={columnHref(channel, column)}>{column.name}</RouterLink>
            </Link>
          </>
        )}
        {column && subcolumn && (
          <>
            <Text as="span" color="fg.subtle" aria-hidden>
              /
            </Text>
            <Link asChild color="fg.muted" data-testid="crumb-subcolumn">
              <RouterLink to={columnHref(channel, column, subcolumn)}>{subcolumn.name}</RouterLink>
            </Link>
          </>
        )}
      </Flex>
      <Button variant="outline" size="xs" borderRadius="full" px="3" onClick={close} data-testid="detail-close" aria-label={t('content.close')}>
        <Text as="span" aria-hidden fontSize="md" lineHeight="1">
          ×
        </Text>
        {t('content.close')}
      </Button>
    </Flex>
  );
}
