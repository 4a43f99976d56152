// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { marketingEventStatement, queueMarketingEvent, type MarketingEvent, type MarketingTrigger } from './marketing-events';
export { recordMarketingConsent, type ConsentSource } from './marketing-consent';
export { emailLinkToken, readEmailLinkToken, unsubscribeMailbox, type EmailLinkSubject } from './email-links';
