import { useState, type ReactNode } from 'react';
import type { PageStatus } from '../../../components/content';
import { pageStatusOf } from '../../../components/content';
import { staticClass } from '../../../components/static-styles';
import { showsPatternNotice } from '../../../shared/catalogue/list-rules';
import type { ListResult } from '../../../shared/catalogue/types';
import { ListHeader } from '../components/ListHeader';
import { ListResults, type ListResultsProps } from '../components/ListResults';
import { PatternNotice } from '../components/PatternNotice';
import type { ListLayoutProps } from './list-layout';

export interface StandardLayoutProps extends ListLayoutProps {
  subtitle?: string;
  layout?: ListResultsProps['layout'];
  /** Offer the 1/7/15/30-day time windows. */
  showTimeWindow?: boolean;
  /** Blocks above the results (tools, shelves, search box). */
  intro?: ReactNode;
  /** Blocks between the filters and the items (ListResults aboveItems). */
  aboveItems?: ReactNode;
}

/** Header band, the pattern notice where it belongs, then filters and items. */
export function StandardLayout({ name, title, subtitle, params, args, update, hrefWith, column, subcolumn, layout, showTimeWindow, intro, aboveItems }: StandardLayoutProps) {
  const [result, setResult] = useState<ListResult | null | undefined>(undefined);
  const status: PageStatus = result === undefined ? 'loading' : pageStatusOf({ isPending: false, error: null, data: result });
  const channel = params.channel === undefined ? undefined : Number(params.channel);
  return (
    <>
      <ListHeader
        title={title}
        subtitle={subtitle}
        channel={channel}
        column={column}
        subcolumn={subcolumn}
        result={result}
        args={args}
        hrefWith={hrefWith}
        embedded={args.dataSource === 'dsd'}
      />
      <div className={staticClass('list-body')}>
        <div className={staticClass('stack-6')}>
          {showsPatternNotice(name, channel, status) && <PatternNotice />}
          {intro}
          <ListResults params={params} args={args} update={update} hrefWith={hrefWith} layout={layout} showTimeWindow={showTimeWindow} onResult={setResult} aboveItems={aboveItems} />
        </div>
      </div>
    </>
  );
}
