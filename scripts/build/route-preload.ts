// Vite plugin: index.html starts the current route's screen chunk (and its stylesheet) while the
// entry downloads, instead of after the entry has run and the router has asked for it — one round
// trip less before a phone paints the page. A few lines of inline script: the screens
// of the pages people land on, by path prefix, with the chunks Vite would preload for them.
import type { Plugin } from 'vite';
import { indexHtmlTags } from './index-html-tags.ts';

/** Path prefix (after the base) → the modules the route table lazy-loads for it: the screen,
 * and the module that asks for its first data beside it (src/app/routes.tsx, `data`). The home's
 * API-backed sections load right after its screen (home-page.tsx): asked for beside it, their code
 * is not a third round trip after the entry's. */
const LANDING_SCREENS: Record<string, string[]> = {
  '': [
    'src/features/home/home-page.tsx',
    'src/features/home/stores-carousel.tsx',
    'src/features/home/suggested-products.tsx',
  ],
  search: ['src/features/search/search-page.tsx'],
  'kitchen/': ['src/features/store/store-page.tsx', 'src/features/store/store-data.ts'],
  'product/': ['src/features/product/product-page.tsx', 'src/features/product/product-data.ts'],
  'order/': ['src/features/orders/order-details-page.tsx'],
  'orders/': ['src/features/orders/order-details-page.tsx'],
};

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
};

export function routePreload(): Plugin {
  return indexHtmlTags('bukka-route-preload', (bundle, base) => {
    const chunks = Object.values(bundle).filter(
      (c): c is Chunk & typeof c => c.type === 'chunk',
    ) as unknown as Chunk[];
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (name: string, seen = new Set<string>()) => {
      if (seen.has(name)) return seen;
      seen.add(name);
      for (const dep of byName.get(name)?.imports ?? []) closure(dep, seen);
      return seen;
    };
    const entry = new Set<string>();
    for (const c of chunks) if (c.isEntry) closure(c.fileName, entry);
    const files: Record<string, string[]> = {};
    for (const [prefix, modules] of Object.entries(LANDING_SCREENS)) {
      const found = modules.flatMap((module) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        return chunk ? [chunk.fileName] : [];
      });
      if (found.length === 0) continue;
      const all = new Set<string>();
      for (const name of found) closure(name, all);
      const js = [...all].filter((f) => !entry.has(f));
      const css = js.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
      files[prefix] = [...css, ...js].map((f) => `${base}${f}`);
    }
    const script = `(function(p,m){var k=p===''?'':Object.keys(m).find(function(x){return x&&p.indexOf(x)===0});(m[k]||[]).forEach(function(f){var l=document.createElement('link');l.rel=/\\.css$/.test(f)?'stylesheet':'modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})})(location.pathname.slice(${JSON.stringify(base.length)}),${JSON.stringify(files)})`;
    return [{ tag: 'script', children: script, injectTo: 'head' }];
  });
}
