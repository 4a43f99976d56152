import crypto from 'node:crypto';
import { type MailBody, PartTemplate } from '../../mail';
import { type CompiledEmail, createRecipientRenderer, type RecipientMail, type RecipientVars, recipientFieldsRead } from '../templates/email-rendering';

/** Who a mail is for: what the template reads of them. */
export interface MailReader {
  email: string;
  name: string;
  preferredName: string | null;
}

export interface CampaignRendererOptions {
  /** The template's variables for a reader and the token of their links. */
  varsOf: (reader: MailReader, token: string) => RecipientVars;
  /** What follows the Liquid render (tracked links, the open pixel): the same for every reader but for the token. */
  finish: (mail: RecipientMail, token: string) => Promise<RecipientMail>;
  /** The length every token of this campaign has (`s.<uuid>.<signature>`). */
  tokenLength: number;
  /** Distinct readers' mails kept at once (each some 60 KB). */
  cacheSize?: number;
}

/** A reader's mail: its parts as text, or as the shared render's part templates filled with their token. */
export interface ReaderMail {
  subject: string;
  html: MailBody;
  text: MailBody;
}

/**
 * A finished mail with the stand-in where the token goes: the subject cut at it (joined with a reader's
 * token), the parts as templates (mail/base64-lines.ts) whose spans a reader's token fills. A reader's
 * mail then costs a copy of the encoded parts, not 30 KB of Vietnamese text encoded for every reader.
 */
interface MailPieces {
  subject: string[];
  html: PartTemplate;
  text: PartTemplate;
}

const DEFAULT_CACHE_SIZE = 64;

/**
 * A campaign's mail, rendered (Liquid, the text part, tracked links) once per distinct set of the reader
 * values the template reads, and personalised per reader by putting their signed token in. Most
 * templates read only `user.first_name`, so a broadcast renders once per given name instead of once per
 * reader (docs/email-marketing.md, "Sending").
 *
 * Exact, not approximate: the shared render is made with a stand-in token of the same length and
 * characters as a real one, so the HTML escaping, the text part's line wrapping and the tracked links are
 * what the reader's own render would have made; only values the key holds reach the render.
 */
export class CampaignRenderer {
  private readonly render: (vars: RecipientVars) => Promise<RecipientMail>;
  private readonly fields: ReturnType<typeof recipientFieldsRead>;
  // A stand-in of a real token's shape: a random id (found nowhere else in a mail) and a signature's length.
  private readonly standIn: string;
  // Insertion order is use order (a hit moves to the end): the first key is the least recently used.
  private readonly cache = new Map<string, Promise<MailPieces>>();
  private readonly cacheSize: number;

  constructor(
    compiled: CompiledEmail,
    private readonly options: CampaignRendererOptions,
  ) {
    this.render = createRecipientRenderer(compiled);
    this.fields = recipientFieldsRead(compiled);
    const id = crypto.randomUUID();
    this.standIn = `s.${id}.${'Q'.repeat(Math.max(0, options.tokenLength - id.length - 3))}`;
    this.cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;
  }

  async mailFor(reader: MailReader, token: string): Promise<ReaderMail> {
    if (!this.fields || token.length !== this.standIn.length) return this.options.finish(await this.render(this.options.varsOf(reader, token)), token);
    const vars = this.options.varsOf(reader, this.standIn);
    const key = JSON.stringify(this.fields.map((field) => vars.user[field]));
    let pieces = this.cache.get(key);
    if (pieces) {
      this.cache.delete(key);
    } else {
      pieces = this.piecesOf(vars);
      // A failed render is not kept: the next reader tries again (and fails the same way, with its message).
      pieces.catch(() => this.cache.get(key) === pieces && this.cache.delete(key));
      if (this.cache.size >= this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(key, pieces);
    const { subject, html, text } = await pieces;
    const tokenBytes = Buffer.from(token);
    return { subject: subject.join(token), html: html.filledWith(tokenBytes), text: text.filledWith(tokenBytes) };
  }

  /** Lets the kept renders go (the sender, when a run of pages ends): a campaign that is done holds no mail. */
  forgetRenders(): void {
    this.cache.clear();
  }

  private async piecesOf(vars: RecipientVars): Promise<MailPieces> {
    const mail = await this.options.finish(await this.render(vars), this.standIn);
    return { subject: mail.subject.split(this.standIn), html: PartTemplate.marking(mail.html, this.standIn), text: PartTemplate.marking(mail.text, this.standIn) };
  }
}
