import type { LinkTarget } from './api/affiliateApi';

/**
 * The link an affiliate shares: the general one (/ref/{code}) or a course or tool page
 * (/courses/{slug}/ref/{code}, /tools/{slug}/ref/{code}, SPEC §1), on the site's public origin.
 */
export function referralLinkFor(origin: string, code: string, target: Pick<LinkTarget, 'kind' | 'slug'> | null): string {
  const ref = `ref/${encodeURIComponent(code)}`;
  return target ? `${origin}/${target.kind}/${encodeURIComponent(target.slug)}/${ref}` : `${origin}/${ref}`;
}
