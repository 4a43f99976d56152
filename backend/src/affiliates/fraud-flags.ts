import type { Db } from '../prisma/prisma.service';

/**
 * Fraud rules flag a conversion for an admin's review; they never reject it on their own. Each flag
 * is a Vietnamese sentence the review queue shows as it is.
 */

// Throwaway inbox services seen in sign-up abuse (lower case, exact domain).
const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  '10minutemail.com',
  '10minutemail.net',
  'temp-mail.org',
  'tempmail.com',
  'tempmail.net',
  'tempmailo.com',
  'yopmail.com',
  'yopmail.net',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'mintemail.com',
  'throwawaymail.com',
  'fakeinbox.com',
  'emailondeck.com',
  'mohmal.com',
  'moakt.com',
  'tmpmail.org',
  'tmail.ws',
  'mail.tm',
  'mailnesia.com',
  'spamgourmet.com',
  'burnermail.io',
  'inboxkitten.com',
  'mytemp.email',
  'tempinbox.com',
]);

export function isDisposableEmail(email: string): boolean {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  return DISPOSABLE_DOMAINS.has(domain);
}

function digitsOf(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').replace(/^84/, '0');
  return digits.length >= 9 ? digits : null;
}

/** The same network: the first three IPv4 octets, or the first four IPv6 groups (a /64). */
function networkOf(ip: string): string {
  return ip.includes(':') ? ip.split(':').slice(0, 4).join(':') : ip.split('.').slice(0, 3).join('.');
}

export interface Party {
  id: string;
  email: string;
  phoneNumber: string | null;
}

export interface AffiliateParty extends Party {
  lastSignInIp: string | null;
  lastSignInDevice: string | null;
}

/** The buyer (or new user) looks like the affiliate: same email address or phone number on another account. */
export function sameOwnerFlags(affiliate: Party, other: Party): string[] {
  const flags: string[] = [];
  if (affiliate.email.toLowerCase() === other.email.toLowerCase()) flags.push('Người mua trùng email với affiliate.');
  const a = digitsOf(affiliate.phoneNumber);
  if (a && a === digitsOf(other.phoneNumber)) flags.push('Người mua trùng số điện thoại với affiliate.');
  return flags;
}

/**
 * The purchase or sign-up came from where the affiliate last signed in. The IP alone is enough; the
 * browser hash alone is not (every phone of one model and browser version shares it), so it counts
 * only on the same network.
 */
export function sameDeviceFlags(affiliate: AffiliateParty, client: { ip: string | null; device: string | null }): string[] {
  if (!client.ip || !affiliate.lastSignInIp) return [];
  if (client.ip === affiliate.lastSignInIp) return ['Thực hiện từ cùng địa chỉ IP mà affiliate đăng nhập gần đây.'];
  if (client.device && client.device === affiliate.lastSignInDevice && networkOf(client.ip) === networkOf(affiliate.lastSignInIp)) {
    return ['Thực hiện từ cùng thiết bị và cùng mạng mà affiliate đăng nhập gần đây.'];
  }
  return [];
}

/** Many accounts from one IP in a day (the new one included). */
export async function signupBurstFlags(db: Db, ip: string | null, maxPerDay: number, now = new Date()): Promise<string[]> {
  if (!ip) return [];
  const count = await db.user.count({ where: { registrationIp: ip, createdAt: { gte: new Date(now.getTime() - 86_400_000) } } });
  return count > maxPerDay ? [`${count} tài khoản được đăng ký từ cùng một địa chỉ IP trong 24 giờ (tối đa ${maxPerDay}).`] : [];
}

export function disposableEmailFlags(email: string): string[] {
  return isDisposableEmail(email) ? ['Email dùng dịch vụ hộp thư tạm thời.'] : [];
}
