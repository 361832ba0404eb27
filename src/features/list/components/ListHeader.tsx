import { Box, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import type { ColumnNode, ListResult } from '../../../shared/catalogue/types';
import { countText, type ListArgs } from '../../../components/content';

export interface ListHeaderProps {
  title: string;
  subtitle?: string;
  channel?: number;
  column?: ColumnNode;
  subcolumn?: ColumnNode;
  result?: ListResult | null;
  args: ListArgs;
  hrefWith: (patch: ListArgs) => string;
  /** Hide the home crumb (dataSource=dsd: embedded in the design tool). */
  embedded?: boolean;
  children?: ReactNode;
}

const tab = (active: boolean) =>
  ({
    px: '3.5',
    py: '1.5',
    borderRadius: 'full',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
    fontWeight: active ? 'semibold' : 'normal',
    bg: active ? 'fg' : 'transparent',
    color: active ? 'fg.inverted' : 'fg.muted',
    _hover: { textDecoration: 'none', color: active ? 'fg.inverted' : 'fg', bg: active ? 'fg' : 'bg.muted' },
  }) as const;

/** Title band of a list: crumbs, title and count, sub-column tabs and content-type tabs. */
export function ListHeader({ title, subtitle, channel, column, subcolumn, result, args, hrefWith, embedded, children }: ListHeaderProps) {
  const locale = useLocale();
  const { t } = locale;
  const types = column?.data_type ?? [];
  const activeType = Number(args.type ?? 0);
  return (
    <Box bg="bg.surface" borderBottomWidth="1px" borderColor="border.muted" data-testid="list-header">
      <Container maxW="1360px" px={{ base: '4', md: '8' }} pt={{ base: '5', md: '8' }} pb="5">
        <Flex as="nav" aria-label={t('content.crumbLabel')} gap="2" fontSize="xs" color="fg.subtle" mb="3" wrap="wrap">
          {!embedded && (
            <>
              <Link asChild color="fg.muted">
                <RouterLink to={channel ? `/index/home?channel=${channel}` : '/'}>{t('common.home')}</RouterLink>
              </Link>
              <span aria-hidden>/</span>
            </>
          )}
          {column && subcolumn ? (
            <Link asChild color="fg.muted">
              <RouterLink to={column.url}>{column.name}</RouterLink>
            </Link>
          ) : (
            <Text as="span" color="fg.muted">
              {title}
            </Text>
          )}
          {subcolumn && (
            <>
              <span aria-hidden>/</span>
              <Text as="span">{subcolumn.name}</Text>
            </>
          )}
        </Flex>
        <Flex align="flex-end" justify="space-between" gap="4" wrap="wrap">
          <Box>
            <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" letterSpacing="wide" data-testid="list-title">
              {subcolumn?.name ?? title}
            </Heading>
            {subtitle && (
              <Text mt="1.5" color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            )}
          </Box>
          {result && (
            <Text fontSize="sm" color="fg.muted" data-testid="list-count">
              {countText(locale, result, result.count)}
            </Text>
          )}
        </Flex>
        {column && column.child.length > 0 && (
          <Flex gap="1.5" mt="5" overflowX="auto" pb="1" data-testid="subcolumn-tabs">
            <Link asChild {...tab(!subcolumn)}>
              <RouterLink to={hrefWith({ subcolumn: undefined, column: String(column.id) })}>{t('content.typeAll')}</RouterLink>
            </Link>
            {column.child.map((child) => (
              <Link key={child.id} asChild {...tab(subcolumn?.id === child.id)}>
                <RouterLink to={hrefWith({ subcolumn: String(child.id), column: String(column.id) })}>{child.name}</RouterLink>
              </Link>
            ))}
          </Flex>
        )}
        {types.length > 1 && (
          <Flex gap="1.5" mt="3" data-testid="type-tabs">
            <Link asChild {...tab(!activeType)}>
              <RouterLink to={hrefWith({ type: undefined, haspic: undefined })}>{t('content.typeAll')}</RouterLink>
            </Link>
            {types.map((entry) => (
              <Link key={entry.type} asChild {...tab(activeType === entry.type)}>
                <RouterLink to={hrefWith({ type: String(entry.type), haspic: entry.haspic ? String(entry.haspic) : undefined })}>
                  {typeLabel(t, entry.type)}
                </RouterLink>
              </Link>
            ))}
          </Flex>
        )}
        {children}
      </Container>
    </Box>
  );
}

const NAMED_TYPES = [3, 4, 13, 14, 16, 33, 34, 401, 402, 403, 405] as const;

function typeLabel(t: ReturnType<typeof useLocale>['t'], type: number): string {
  return (NAMED_TYPES as readonly number[]).includes(type) ? t(`content.type.${type as (typeof NAMED_TYPES)[number]}`) : String(type);
}
