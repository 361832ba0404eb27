import { Box, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { AI_TOOLS } from '../../../shared/catalogue/ai-tools';
import { StandardLayout } from './StandardLayout';
import type { ListLayoutProps } from './list-layout';

/** Monogram tiles: the tool's first character set large, on a tint derived from its position. */
const TINTS = ['#F3E4DC', '#E8ECE4', '#E4E9F0', '#F0EADF', '#EDE4EE'];

/** /list/aiHome: the AI tools, then the AI column's items when the route has one. */
export function AiHomeLayout(props: ListLayoutProps) {
  const { t } = useLocale();
  const channel = Number(props.params.channel ?? 20850);
  const tools = (
    <Box>
      <Heading as="h2" fontSize="lg" fontWeight="semibold" mb="4">
        {t('content.navAiTools')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 5 }} gap="4" data-testid="ai-tools">
        {AI_TOOLS.map((tool, index) => (
          <LinkBox
            as="li"
            key={tool.key}
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="l3"
            p="5"
            transition="box-shadow 0.2s, transform 0.2s"
            _hover={{ boxShadow: 'card', transform: 'translateY(-2px)' }}
          >
            <Flex w="11" h="11" borderRadius="l2" align="center" justify="center" bg={TINTS[index % TINTS.length]} color="gray.800" fontFamily="display" fontSize="lg" fontWeight="bold" mb="4">
              {t(`content.tool.${tool.key}`).replace(/^AI\s*|^2D\s*/, '').slice(0, 1).toLocaleUpperCase()}
            </Flex>
            <LinkOverlay asChild>
              <RouterLink to={tool.path(channel)}>
                <Text fontWeight="semibold">{t(`content.tool.${tool.key}`)}</Text>
              </RouterLink>
            </LinkOverlay>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
  if (props.params.column === undefined) {
    return <ToolsOnly title={props.title} tools={tools} />;
  }
  return <StandardLayout {...props} subtitle={t('content.layoutAiSubtitle')} intro={tools} />;
}

function ToolsOnly({ title, tools }: { title: string; tools: ReactNode }) {
  const { t } = useLocale();
  return (
    <Box maxW="1360px" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} data-testid="list-title">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2" mb="8">
        {t('content.layoutAiSubtitle')}
      </Text>
      {tools}
    </Box>
  );
}
