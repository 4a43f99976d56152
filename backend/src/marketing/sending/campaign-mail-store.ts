import type { DeliveryFailure, DirectMail } from '../../mail/mail.service';
import type { AudienceRules } from '../audience/audience-rules';
import type { SendingLimits } from '../sending-limits';

/**
 * The two seams of the sending engine (docs/email-marketing.md, "Sending"), as listmonk's manager has
 * them: a store that holds the queue, the send rows and the counters (MariaDB in the app, an in-memory
 * fake in the unit tests) and a messenger that hands one mail over (SMTP in the app).
 */
export const CAMPAIGN_MAIL_STORE = Symbol('CampaignMailStore');
export const MESSENGER = Symbol('Messenger');

/** An enrollment whose next campaign is due, taken by this worker for a while (its lease). */
export interface ClaimedEnrollment {
  id: string;
  scenarioId: string;
  userId: string;
  campaignId: string;
}

export interface CampaignStep {
  id: string;
  scenarioId: string;
  position: number;
  delayMinutes: number;
  audience: AudienceRules | null;
}

export interface Recipient {
  id: string;
  email: string;
  name: string;
  preferredName: string | null;
  marketingConsent: boolean;
  isDisabled: boolean;
  emailVerifiedAt: Date | null;
}

/** What a page needs to know about its enrollments, read when it is sent (not when they entered). */
export interface PageFacts {
  /** Every campaign of the claimed enrollments' scenarios, by id (the next step is found among them). */
  steps: Map<string, CampaignStep>;
  recipients: Map<string, Recipient>;
  /** Suppressed addresses among the recipients'. */
  suppressed: Set<string>;
  /** `${campaignId}:${userId}` for each claimed user inside their campaign's audience. */
  inAudience: Set<string>;
  /** Users over a daily or weekly cap, with when they may be mailed again. */
  capped: Map<string, Date>;
}

/** A send row to write: `skip` records why no mail goes out. */
export interface NewSend {
  sendId: string;
  campaignId: string;
  userId: string;
  email: string;
  skip: string | null;
}

/** The campaign's subject and template, `version` changing whenever either does. */
export interface CampaignContent {
  id: string;
  version: string;
  subject: string;
  html: string;
  preheader: string | null;
}

/** Where enrollments go after their turn. */
export type EnrollmentMove = { ids: string[] } & ({ to: 'finished' } | { to: 'later'; at: Date } | { to: 'step'; campaignId: string; at: Date });

export interface CampaignMailStore {
  limits(): Promise<SendingLimits>;
  /** Takes up to `wanted` of this second's sending budget; returns how much it got. */
  reserveBudget(limits: SendingLimits, wanted: number, now: Date): Promise<number>;
  releaseBudget(count: number, now: Date): Promise<void>;
  /** Claims due enrollments of active campaigns of active scenarios (a paused campaign gives none), out of other workers' way. */
  claimDue(limit: number, now: Date): Promise<ClaimedEnrollment[]>;
  pageFacts(claimed: ClaimedEnrollment[], limits: SendingLimits, now: Date): Promise<PageFacts>;
  /** Writes the send rows; returns the ids that are ours (a (campaign, user) already there belongs to another worker). */
  insertSends(sends: NewSend[], now: Date): Promise<Set<string>>;
  campaignContents(campaignIds: string[]): Promise<CampaignContent[]>;
  /** The click-tracking id of a link of a campaign. */
  linkId(campaignId: string, url: string): Promise<number>;
  markSent(sendIds: string[], now: Date): Promise<void>;
  /** The server never took the mail: its send row goes, so the step may be tried again. */
  forgetSend(sendId: string): Promise<void>;
  /** A permanent rejection suppresses the address at once; temporary ones after `softBounceLimit` in a row. */
  recordBounce(sendId: string, recipient: Recipient, kind: 'permanent' | 'temporary', message: string, limits: SendingLimits): Promise<void>;
  moveEnrollments(moves: EnrollmentMove[], now: Date): Promise<void>;
  /** Stops a campaign sending until an admin resumes it; `reason` is shown on its results page. */
  pauseCampaign(campaignId: string, reason: string): Promise<void>;
}

/** Hands one mail to the mail server; says how it was refused (null: accepted). */
export interface Messenger {
  send(mail: DirectMail): Promise<DeliveryFailure | null>;
}
