import { createContext, useContext } from 'react';
import { useLocation, useRouter } from 'wouter';
import { LoadingBar } from '@/shared/ui';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { QuizLayout } from '../layouts/QuizLayout';
import { findRoute } from '../routes/match';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingProvider } from './loading';
import { NotFound, RouteScreen } from './RouteScreen';
import { useTheme } from './theme';

/**
 * True for the address the server rendered as not found (a product or collection that does not
 * exist): the browser takes that page over as it is, and finds the others for itself.
 */
export const RenderedNotFound = createContext(false);

/** The screens of one locale: the route table inside its layout, themed for kids or women. */
export function LocaleShell() {
  const [path] = useLocation();
  const renderedNotFound = useContext(RenderedNotFound);
  const router = useRouter();
  const match = findRoute(router.parser, path);
  const Layout = match?.route.layout === 'quiz' ? QuizLayout : DefaultLayout;
  const theme = useTheme(path, match);
  return (
    <div data-theme={theme}>
      <LoadingProvider render={(loading) => <LoadingBar active={loading} />}>
        <Layout routeName={match && !renderedNotFound ? match.route.name : null} path={path}>
          <ErrorBoundary resetKey={path}>
            {match && !renderedNotFound ? <RouteScreen key={match.route.name} match={match} path={path} /> : <NotFound path={path} />}
          </ErrorBoundary>
        </Layout>
      </LoadingProvider>
    </div>
  );
}
