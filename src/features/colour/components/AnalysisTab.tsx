import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageStatusView, Pager, pageFrom, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { queryOptionsFor } from '../../../lib/api';
import { lazyNamed, lazyPopup } from '../../../lib/lazy-component';
import { encodeKeywords } from '../../../shared/catalogue/list-rules';
import { ANALYSIS_COLUMN, ANALYSIS_TYPE } from '../tabs';
import { ColourItemGrid } from './ColourItemGrid';
import type { ColourPanelProps } from './ColourPanel';
import type { TabProps } from './tab-props';

// A picture's colour panel (a drawer) loads when one is first opened (issue #11).
const ColourPanel = lazyPopup<ColourPanelProps>(
  lazyNamed(() => import('./ColourPanel'), 'ColourPanel'),
  (props) => props.itemId !== null,
);

/** ntype 0: colour analysis — the pictures of the color_real column (type 401) with their palettes. */
export default function AnalysisTab({ channel, search, hrefWith }: TabProps) {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const column = Number(search.get('column')) || ANALYSIS_COLUMN;
  const type = Number(search.get('type')) || ANALYSIS_TYPE;
  const page = pageFrom({ p: search.get('p') ?? undefined });
  const list = useQuery(queryOptionsFor('oct/ListDataKw/getList', { channel, column, type, p: page, page_size: 40 }, locale));
  const [panel, setPanel] = useState<number | null>(null);
  return (
    <Stack gap="5" data-testid="colour-panel-analysis">
      <Stack gap="1">
        <Heading as="h2" size="lg" fontFamily="display">
          {t('colour.analysisTitle')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('colour.analysisLead')}
        </Text>
      </Stack>
      <PageStatusView status={pageStatusOf(list)} error={list.error} onRetry={() => void list.refetch()}>
        {list.data && (
          <Stack gap="2">
            <ColourItemGrid
              items={list.data.list}
              onOpenPanel={setPanel}
              onPickColour={(hex) => navigate(`/list/searchColor?key_words=${encodeKeywords([hex])}&channel=${channel}`)}
            />
            <Pager page={page} pageCount={Math.ceil(list.data.count / 40)} hrefFor={(p) => hrefWith({ p })} />
          </Stack>
        )}
      </PageStatusView>
      <ColourPanel itemId={panel} onClose={() => setPanel(null)} />
    </Stack>
  );
}
