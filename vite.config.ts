import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { formShapesPlugin } from './build/vite-plugins/form-shapes';
import { reactRouterTreeShakingPlugin } from './build/vite-plugins/react-router-tree-shaking';
import { imagetools, resolveConfigs } from 'vite-imagetools';
import { HERO_ARTICLE_PARAM } from './common/content/hero-image';
import { contentPlugin } from './build/content/vite-plugin';
import { analyticsTagFromEnv } from './build/analytics-tag';
import { BUILD_ROOT } from './build/build-root';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production bundle, whatever NODE_ENV the shell or a compose file
  // exported: Vite would otherwise build React's development bundle (JSX dev runtime, every
  // warning) and call it the site. Vite reads NODE_ENV only after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config(isSsrBuild);
});

const config = (isSsrBuild: boolean | undefined): UserConfig => ({
  root: 'web',
  // Build configuration, not a source constant: the firm's container id (build/analytics-tag.ts).
  define: { 'import.meta.env.ANALYTICS_GTM_ID': JSON.stringify(analyticsTagFromEnv()) },
  plugins: [
    react(),
    reactRouterTreeShakingPlugin(),
    contentPlugin(),
    formShapesPlugin(),
    // Only the article heroes and the founder's photo (images imported with directives) go through imagetools; the
    // article's name in their query is not an image setting, so articles sharing a picture share its files.
    imagetools({
      include: /\/content\/(images|people)\/[^?]+\.(svg|jpe?g|png|webp)\?.+$/,
      resolveConfigs: (entries, formats) =>
        resolveConfigs(
          entries.filter(([key]) => key !== HERO_ARTICLE_PARAM),
          formats,
        ),
    }),
  ],
  build: {
    outDir: path.join(BUILD_ROOT, isSsrBuild ? 'dist/ssr' : 'dist/web'),
    emptyOutDir: true,
    // The manifest tells the prerenderer which CSS and chunks each page needs (build/prerender.ts).
    manifest: true,
    // Every browser the site supports preloads modules natively; the polyfill would cost every page
    // bytes before interaction (the JavaScript budget, docs/BENCHMARKS.md).
    modulePreload: { polyfill: false },
    // The lead inbox is its own entry (web/inbox/index.html): the public pages never
    // reference its code (docs/decisions/0005-lead-inbox.md).
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'web/index.html'),
        inbox: path.resolve(import.meta.dirname, 'web/inbox/index.html'),
        'inbox-sw': path.resolve(import.meta.dirname, 'web/src/inbox/notifications/service-worker.ts'),
      },
      // The inbox's service worker keeps one address (/inbox/sw.js), which sets its scope and
      // lets a new version replace the old one; everything else is named by its content.
      output: isSsrBuild
        ? undefined
        : { entryFileNames: (chunk) => (chunk.name === 'inbox-sw' ? 'inbox/sw.js' : 'assets/[name]-[hash].js') },
    },
  },
});
