import type { Express } from 'express';

export interface ApiRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (prefix: string, path: string) => (`${prefix}/${path}`).replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Every method and path the app answers, read from its routers: the authorization matrix walks it. */
export function listRoutes(app: Express): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const method of Object.keys(layer.route.methods)) {
            if (method !== '_all') routes.push({ method: method.toUpperCase(), path: join(prefix, path) });
          }
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle?.stack ?? [], join(prefix, mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes;
}
