import { matchRoute, type Parser } from 'wouter';
import { ROUTES, type RouteDef } from './table';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** The first route of the table that matches a path (without locale prefix). */
export function findRoute(parser: Parser, path: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return null;
}
