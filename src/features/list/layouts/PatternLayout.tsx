import { Box, Flex, Heading, Link, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ItemGrid } from '../../../components/content';
import { ArrowRightIcon } from '../../../components/icons';
import { useLocale } from '../../../i18n/use-locale';
import { patternBlocksQuery } from '../api/list-queries';
import { StandardLayout } from './StandardLayout';
import type { ListLayoutProps } from './list-layout';

/** The pattern column: its sub-routes (big-name patterns, materials, craft) as blocks, then the list. */
export function PatternLayout(props: ListLayoutProps) {
  const { t, locale } = useLocale();
  const channel = props.params.channel === undefined ? undefined : Number(props.params.channel);
  const { data } = useQuery(patternBlocksQuery(channel, locale));
  const blocks = (data?.blocks ?? []).filter((block) => block.items.length > 0);
  const intro =
    blocks.length > 0 && !props.args.attrs && Number(props.args.p ?? 1) === 1 ? (
      <SimpleGrid columns={{ base: 1, xl: blocks.length > 1 ? 2 : 1 }} gap="8" data-testid="pattern-blocks">
        {blocks.map((block) => (
          <Box as="section" key={block.route} bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="5">
            <Flex justify="space-between" align="baseline" mb="4">
              <Heading as="h2" fontFamily="display" fontSize="lg">
                {block.title}
              </Heading>
              <Link asChild fontSize="sm" color="loom.fg" display="inline-flex" alignItems="center" gap="1">
                <RouterLink to={block.url}>
                  {t('content.listHomeMore')}
                  <ArrowRightIcon boxSize="3.5" />
                </RouterLink>
              </Link>
            </Flex>
            <ItemGrid items={block.items.slice(0, 3)} density="wide" />
          </Box>
        ))}
      </SimpleGrid>
    ) : undefined;
  return <StandardLayout {...props} intro={intro} />;
}
