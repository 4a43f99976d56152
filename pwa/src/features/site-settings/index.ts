// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export type { PartnerSettings } from './api/siteSettingsApi';
export { usePartnerSettings } from './partnerSettingsStore';
