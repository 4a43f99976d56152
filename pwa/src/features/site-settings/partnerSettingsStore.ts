import { useEffect, useSyncExternalStore } from 'react';
import { loadOnServer, onServer, serverData } from '../../lib/serverData';
import { fetchPartnerSettings, type PartnerSettings } from './api/siteSettingsApi';

// One copy for the header, the mobile menu and the footer: loaded once per page load, shown as
// nothing until it arrives (never placeholder links), and replaced at once when an admin saves.
// A page the server rendered starts with the copy it was rendered with.
const NONE: PartnerSettings = { partnerLinks: [], footerPartner: null };
const SERVER_KEY = 'site-settings/partners';
const rendered = serverData<PartnerSettings>(SERVER_KEY);
let current = rendered?.value ?? NONE;
let loading: Promise<void> | null = rendered ? Promise.resolve() : null;
const listeners = new Set<() => void>();

export function publishPartnerSettings(settings: PartnerSettings): void {
  current = settings;
  listeners.forEach((listener) => listener());
}

function load(): void {
  loading ??= fetchPartnerSettings().then(publishPartnerSettings, () => {
    // Offline or failing: the partner links stay hidden, and the next page that shows them asks again.
    loading = null;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The partner services (header, mobile menu) and the footer's partner credit, as the admin set them. */
export function usePartnerSettings(): PartnerSettings {
  useEffect(load, []);
  return useSyncExternalStore(subscribe, () => current, serverSnapshot);
}

/** On the server: the render's own copy (this module's is shared by every request); in the browser, hydration's. */
function serverSnapshot(): PartnerSettings {
  if (!onServer) return current;
  const settings = serverData<PartnerSettings>(SERVER_KEY);
  if (!settings) loadOnServer(SERVER_KEY, fetchPartnerSettings);
  return settings?.value ?? NONE;
}
