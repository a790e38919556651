// `npm run build:demo`: the normal Vite config plus what the in-browser mock needs —
// `node:zlib` (used by the mock's PNG tile encoder) swapped for a browser stand-in, and the route
// table's optional import of the emulated services (geocoder, tiles, Paystack) made static so it
// is bundled (its `@vite-ignore` variable import cannot load a .ts file from a static host).
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config.ts';

const SERVICE_IMPORT = /import\(\s*\/\*\s*@vite-ignore\s*\*\/\s*SERVICE_ROUTES\s*\)/;

function bundleServiceRoutes(): Plugin {
  return {
    name: 'bukka-demo-bundle-service-routes',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/mock-server/routes/route-list.ts')) return null;
      if (!SERVICE_IMPORT.test(code)) return null;
      return code.replace(SERVICE_IMPORT, "import('../services/service-routes.ts')");
    },
  };
}

export default mergeConfig(
  base,
  defineConfig({
    mode: 'demo',
    plugins: [bundleServiceRoutes()],
    resolve: {
      alias: { 'node:zlib': fileURLToPath(new URL('./zlib-browser.ts', import.meta.url)) },
    },
    build: { outDir: 'dist-demo', emptyOutDir: true, sourcemap: true },
  }),
);
