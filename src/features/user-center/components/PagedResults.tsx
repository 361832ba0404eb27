import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager, PageStatusView, pageStatusOf } from '../../../components/content';
import { withPage } from '../api/queries';

export interface PagedResultsProps<T extends { count: number }> {
  query: UseQueryResult<T | null>;
  /** Items per page of the call behind the query. */
  pageSize: number;
  page: number;
  empty: { title: string; hint?: string };
  children: (data: T) => ReactNode;
}

/** One page of a user-centre list: loading, empty, failure and no-permission screens, then the items and the pager. */
export function PagedResults<T extends { count: number }>({ query, pageSize, page, empty, children }: PagedResultsProps<T>) {
  const [search] = useSearchParams();
  const data = query.data;
  return (
    <PageStatusView status={data?.count === 0 ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()} empty={empty}>
      {data && (
        <Stack gap="6">
          {children(data)}
          <Pager page={page} pageCount={Math.ceil(data.count / pageSize)} hrefFor={(p) => withPage(search, p)} />
        </Stack>
      )}
    </PageStatusView>
  );
}
