import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ItemGrid } from '../../../components/content';
import { SectionHeading } from '../../../components/section-heading';
import { useLocale } from '../../../i18n/use-locale';
import { likeListQuery, themeListQuery } from '../api/detail-queries';

/** 同主题内容 (same brand / sub-column) and 相关推荐 (most shared attributes) under a detail. */
export function RelatedItems({ id, dataSource }: { id: number; dataSource?: string | null }) {
  const { t, locale } = useLocale();
  const theme = useQuery(themeListQuery(id, locale));
  const like = useQuery(likeListQuery(id, locale));
  const themeIds = new Set(theme.data?.list.map((item) => item.id) ?? []);
  const related = like.data?.list.filter((item) => !themeIds.has(item.id)) ?? [];
  return (
    <>
      {theme.data && theme.data.list.length > 0 && (
        <Box as="section" mt="14" data-testid="theme-items">
          <SectionHeading title={t('content.sameTheme')} />
          <ItemGrid items={theme.data.list.slice(0, 6)} density="dense" dataSource={dataSource} />
        </Box>
      )}
      {related.length > 0 && (
        <Box as="section" mt="14" data-testid="related-items">
          <SectionHeading title={t('content.related')} />
          <ItemGrid items={related.slice(0, 12)} density="dense" dataSource={dataSource} />
        </Box>
      )}
    </>
  );
}
