import { Navigate, useLocation, type RouteObject } from 'react-router-dom';

/** /list/newsDetail?id= is the news detail page under its list-route name. */
function NewsDetailRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/detail/news${search}`} replace />;
}

/** Industry news: the list (news, newsList) and the detail alias. */
export const newsRoutes: RouteObject[] = [
  { path: 'list/news', lazy: () => import('./NewsPage') },
  { path: 'list/newsList', lazy: () => import('./NewsPage') },
  { path: 'list/newsDetail', Component: NewsDetailRedirect },
];
