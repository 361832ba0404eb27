import { Box, Container, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ArticleBody, ItemGrid, pageStatusOf, PageStatusView } from '../../components/content';
import { SectionHeading } from '../../components/section-heading';
import { queryOptionsFor } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { CHANNELS, SPECIAL_TOPIC_PAGE_NAME } from '../../shared/catalogue/list-rules';

/** The special-topics column (spec §9 column 146863). */
const TOPICS_COLUMN = 146863;
const TOPIC_NAME = /^topic_(\d+)$/;

/** /specialTopic/index: every special topic, newest first. */
function TopicIndex() {
  const { t, locale } = useLocale();
  const topics = useQuery(queryOptionsFor('oct/ListDataKw/getList', { channel: CHANNELS.women, column: TOPICS_COLUMN, p: 1 }, locale));
  usePageTitle(t('content.topicTitle'));
  return (
    <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '4xl' }} mb="8" data-testid="list-title">
        {t('content.topicTitle')}
      </Heading>
      <PageStatusView status={pageStatusOf(topics)} error={topics.error}>
        {topics.data && <ItemGrid items={topics.data.list} density="wide" />}
      </PageStatusView>
    </Container>
  );
}

/** /specialTopic/topic_{id}: one topic as a long-form editorial page. */
function Topic({ id }: { id: number }) {
  const { t, locale, formatDate } = useLocale();
  const topic = useQuery(queryOptionsFor('oct/DetailData/getDetail', { id }, locale));
  const theme = useQuery(queryOptionsFor('oct/DetailData/getThemeList', { id, limit: 8 }, locale));
  const item = topic.data?.item;
  usePageTitle(item?.title ?? t('content.topicTitle'));
  return (
    <PageStatusView status={pageStatusOf(topic)} error={topic.error} skeleton="article">
      {item && (
        <Box as="article" data-testid="topic">
          <Box position="relative" h={{ base: '64', md: '420px' }} bg="gray.900" overflow="hidden">
            {item.pictures[0] && <Image src={item.pictures[0].url} alt="" w="full" h="full" objectFit="cover" opacity={0.7} />}
            <Box position="absolute" insetX="0" bottom="0" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent" pt="24" pb={{ base: '6', md: '10' }}>
              <Container maxW="1100px" px={{ base: '4', md: '8' }} color="white">
                <Text fontSize="sm" letterSpacing="widest" opacity={0.85} mb="2">
                  {t('content.topicTitle')} · {formatDate(item.publish_time)}
                </Text>
                <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '5xl' }} lineHeight="1.2" data-testid="detail-title">
                  {item.title}
                </Heading>
              </Container>
            </Box>
          </Box>
          <Container maxW="1100px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
            <Stack gap="8" maxW="3xl" mx="auto">
              {item.summary && (
                <Text fontSize="xl" lineHeight="1.8" color="fg.muted" fontFamily="display">
                  {item.summary}
                </Text>
              )}
              <ArticleBody blocks={item.body} />
            </Stack>
            {item.pictures.length > 1 && (
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" mt="12">
                {item.pictures.slice(1).map((picture) => (
                  <Image key={picture.id} src={picture.thumb} alt="" w="full" aspectRatio={3 / 4} objectFit="cover" borderRadius="l2" loading="lazy" />
                ))}
              </SimpleGrid>
            )}
            {theme.data && (
              <Box as="section" mt="14">
                <SectionHeading title={t('content.sameTheme')} />
                <ItemGrid items={theme.data.list} density="dense" />
              </Box>
            )}
          </Container>
        </Box>
      )}
    </PageStatusView>
  );
}

/** /specialTopic/:pageName (letters, digits and underscore): the topics index or one topic. */
export function TopicPage() {
  const { pageName = '' } = useParams();
  if (!SPECIAL_TOPIC_PAGE_NAME.test(pageName)) return <PageStatusView status={-1} />;
  if (pageName === 'index') return <TopicIndex />;
  const match = TOPIC_NAME.exec(pageName);
  return match ? <Topic id={Number(match[1])} /> : <PageStatusView status={-1} />;
}

export { TopicPage as Component };
