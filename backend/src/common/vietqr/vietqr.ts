/**
 * VietQR (NAPAS 247, EMVCo merchant-presented QR) payloads for bank transfers. Every field is
 * ID (2 digits) + length (2 digits) + value; the string ends with the CRC of everything before it,
 * `6304` included. Any Vietnamese banking app that scans it pre-fills account, amount and memo.
 */
export interface VietQrInput {
  /** NAPAS BIN of the receiving bank, e.g. 970436 (Vietcombank). */
  bankBin: string;
  accountNumber: string;
  /** Whole VND. */
  amount: number;
  /** Transfer memo carrying the order or deposit code. */
  memo: string;
}

const NAPAS_GUID = 'A000000727';
const SERVICE_TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';
const COUNTRY_VN = 'VN';
const POINT_OF_INITIATION_DYNAMIC = '12';

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The one-time (dynamic) VietQR string for a transfer of `amount` VND with `memo`. */
export function buildVietQrPayload({ bankBin, accountNumber, amount, memo }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError('bankBin must be the 6-digit NAPAS BIN');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber)) throw new RangeError('accountNumber must be 1-19 letters or digits');
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive whole number of VND');
  if (!/^[0-9A-Za-z ]{1,25}$/.test(memo)) throw new RangeError('memo must be 1-25 unaccented letters, digits or spaces');

  const beneficiary = field('00', bankBin) + field('01', accountNumber);
  const merchantAccount = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', SERVICE_TRANSFER_TO_ACCOUNT);
  const body =
    field('00', '01') +
    field('01', POINT_OF_INITIATION_DYNAMIC) +
    field('38', merchantAccount) +
    field('53', CURRENCY_VND) +
    field('54', String(amount)) +
    field('58', COUNTRY_VN) +
    field('62', field('08', memo)) +
    '6304';
  return body + crc16CcittFalse(body);
}
