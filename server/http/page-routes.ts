import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteNode = { id: string; path?: string; index?: boolean; children: RouteNode[] };

/**
 * The pattern of the page route a path renders (`/product/:pharmacode`, `/*` for the 404 page), from the build's
 * flat route table: the request metrics' label for pages, which must never be the path itself (ids, tokens).
 */
export function pageRoutePatterns(routes: ServerBuild["routes"]): (pathname: string) => string {
  const byParent = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index, children: [] });
    byParent.set(route.parentId, siblings);
  }
  const attach = (parentId: string | undefined): RouteNode[] => (byParent.get(parentId) ?? []).map((node) => ({ ...node, children: attach(node.id) }));
  const tree = attach(undefined) as RouteObject[];
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "unmatched";
    return `/${matches.map((m) => m.route.path ?? "").filter((part) => part !== "").join("/")}`;
  };
}
