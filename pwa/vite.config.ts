import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { viteStaticCopy } from 'vite-plugin-static-copy';

const backend = 'http://127.0.0.1:3000';
// Trailing slashes keep look-alike SPA paths (e.g. /developers) out of the proxy.
const proxy = { '/api/': backend, '/uploads/': backend, '/dev/': backend };
// The face detector of /learn/:slug/verify (features/face-verify), served from the app itself.
const humanModels = path.resolve(createRequire(import.meta.url).resolve('@vladmandic/human'), '../../models');

// `vite build --ssr src/entry-server.tsx` builds the server's renderer of the public pages into
// dist-server: one file with its dependencies inside, without the service worker or the copied models.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : clientOnlyPlugins())],
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          // The face detector's chunk is never loaded on the server (it renders public pages only), and its Node build wants TensorFlow.
          external: [/^@vladmandic\/human/],
          // CommonJS, which the API (compiled to CommonJS) loads with require().
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' },
        },
      }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, its DOM renderer and the router are on every first screen: one file rather than five,
              // so an offline start asks the service worker for fewer files before the first paint.
              groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
      },
  server: { proxy },
  preview: { proxy },
}));

function clientOnlyPlugins() {
  return [
    viteStaticCopy({ targets: [{ src: ['blazeface.json', 'blazeface.bin'].map((file) => path.join(humanModels, file)), dest: 'models/human', rename: { stripBase: true } }] }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The app registers the worker itself with workbox-window (see features/pwa).
      injectRegister: false,
      // The manifest and its icons are already matched by the glob; listing them twice is noise.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The face detector library (~2 MB) loads only on the verify page, which needs the network anyway.
        globIgnores: ['**/human.esm-*.js'],
      },
      devOptions: { enabled: false },
      manifest: {
        name: 'Học viện Marketing',
        short_name: 'HV Marketing',
        description: 'Học viện Marketing: khóa học marketing thực chiến và phần mềm hỗ trợ kinh doanh online.',
        lang: 'vi',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1e3a8a',
        background_color: '#ffffff',
        categories: ['education', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ];
}
