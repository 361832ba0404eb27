import { Box, Flex, Grid, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { AI_TOOLS } from '../../../shared/catalogue/ai-tools';
import type { ColumnNode } from '../../../shared/catalogue/types';

function BaseColumns({ columns, onNavigate }: { columns: ColumnNode[]; onNavigate: () => void }) {
  const [active, setActive] = useState(0);
  const current = columns[Math.min(active, columns.length - 1)];
  if (!current) return null;
  return (
    <Grid templateColumns="140px 1fr" gap="0" minH="56" data-testid="nav-base">
      <Stack as="ul" listStyleType="none" gap="0.5" borderRightWidth="1px" borderColor="border.muted" pr="2" role="tablist" aria-orientation="vertical">
        {columns.map((column, index) => (
          <Box
            as="li"
            key={column.id}
            role="tab"
            aria-selected={index === active}
            tabIndex={0}
            onMouseEnter={() => setActive(index)}
            onFocus={() => setActive(index)}
            px="3"
            py="1.5"
            borderRadius="l2"
            fontSize="sm"
            cursor="pointer"
            bg={index === active ? 'loom.subtle' : undefined}
            color={index === active ? 'loom.fg' : 'fg.muted'}
            fontWeight={index === active ? 'semibold' : 'normal'}
          >
            {column.name}
          </Box>
        ))}
      </Stack>
      <Box pl="5" role="tabpanel">
        <Link asChild fontWeight="semibold" fontSize="md" onClick={onNavigate}>
          <RouterLink to={current.url}>{current.name}</RouterLink>
        </Link>
        <SimpleGrid columns={2} gap="1" mt="3">
          {current.child.map((child) => (
            <Link key={child.id} asChild fontSize="sm" color="fg.muted" py="1" _hover={{ color: 'loom.fg' }} onClick={onNavigate}>
              <RouterLink to={child.url}>{child.name}</RouterLink>
            </Link>
          ))}
        </SimpleGrid>
      </Box>
    </Grid>
  );
}

/** The open 全站导航 panel's columns, custom column tiles and AI tools: its own chunk, loaded on the first intent to open (issue #11). */
export function NavPanelContent({ base, custom, channel, onNavigate }: { base: ColumnNode[]; custom: ColumnNode[]; channel: number; onNavigate: () => void }) {
  const { t } = useLocale();
  return (
    <Stack gap="6">
      <BaseColumns columns={base} onNavigate={onNavigate} />
      {custom.length > 0 && (
        <Box>
          <Text fontSize="xs" color="fg.subtle" letterSpacing="wider" mb="2">
            {t('content.navCustom')}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" data-testid="nav-custom">
            {custom.map((column) => (
              <Link key={column.id} asChild position="relative" h="16" borderRadius="l2" overflow="hidden" bg="bg.muted" onClick={onNavigate} _hover={{ textDecoration: 'none' }}>
                <RouterLink to={column.url}>
                  {column.image && <Image src={column.image} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" opacity={0.55} />}
                  <Text position="relative" px="3" fontSize="sm" fontWeight="semibold">
                    {column.name}
                  </Text>
                </RouterLink>
              </Link>
            ))}
          </SimpleGrid>
        </Box>
      )}
      <Box>
        <Text fontSize="xs" color="fg.subtle" letterSpacing="wider" mb="2">
          {t('content.navAiTools')}
        </Text>
        <Flex gap="2" wrap="wrap" data-testid="nav-ai-tools">
          {AI_TOOLS.map((tool) => (
            <Link
              key={tool.key}
              asChild
              fontSize="sm"
              px="3"
              py="1.5"
              borderRadius="full"
              borderWidth="1px"
              borderColor="border.muted"
              _hover={{ borderColor: 'loom.border', color: 'loom.fg', textDecoration: 'none' }}
              onClick={onNavigate}
            >
              <RouterLink to={tool.path(channel)}>{t(`content.tool.${tool.key}`)}</RouterLink>
            </Link>
          ))}
        </Flex>
      </Box>
    </Stack>
  );
}
