// The shape both of the build's index.html plugins share (route-preload.ts, demo-preload.ts): at
// build time only, once the bundle is known, tags are added to index.html with the base the app
// is served under (`/` or the demo's sub-path).
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

export function indexHtmlTags(
  name: string,
  tags: (bundle: Bundle, base: string) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return ctx.bundle ? tags(ctx.bundle, base) : undefined;
      },
    },
  };
}
