/**
 * The data-views remote's server build (issue #20, largest contentful paint on a phone): the first
 * screen of `/data-views`, drawn by the api into the page answer from the page's own `DataViewsPage`
 * and the views list a visitor reads: the views, and the default view's name, description, columns and
 * sort; its players table is the page's loading state, as in the browser until its query answers. A
 * signed-in user's own views join the list when the page, in the browser, takes over
 * (shared-rules page-heads.ts). Built by `shell/rspack.first-screen.ts` to `dist-ssr/first-screen.js`.
 */
import { listDataViews } from '@league/shared-rules/contracts';
import type { FirstScreenModule } from '@league/shared-rules/page-heads';
import { renderFirstScreen } from '@league/shell/first-screen';
import { DataViewsPage } from './features/views/DataViewsPage';

const ignore = () => undefined;

export const firstScreen: FirstScreenModule['firstScreen'] = (pathname) => {
  if (!/^\/data-views\/?$/.test(pathname)) return null;
  return {
    data: [`/api${listDataViews.path}`],
    render: ([views]) =>
      renderFirstScreen(
        <DataViewsPage
          ctx={{ apiBase: '/api', token: null }}
          userId={null}
          username={null}
          leagueId={0}
          routeViewId={null}
          notify={ignore}
          navigate={ignore}
          initialViews={listDataViews.response.parse(views)}
        />,
      ),
  };
};
