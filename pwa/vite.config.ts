import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const backend = 'http://127.0.0.1:3000';
// Trailing slashes keep look-alike SPA paths (e.g. /developers) out of the proxy.
const proxy = { '/api/': backend, '/uploads/': backend, '/dev/': backend };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
  ],
  server: { proxy },
  preview: { proxy },
});
