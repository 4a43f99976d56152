import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { watchSystemTheme } from './lib/theme';
import './index.css';

// index.html applied the saved theme before paint; from here on follow OS changes too.
watchSystemTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorker();
