import { describe, expect, it } from 'vitest';
import { PayoutAccountInputDto } from './affiliates.dto';

const parse = (accountHolder: string) => PayoutAccountInputDto.schema.safeParse({ bankBin: '970436', accountNumber: '0123456789', accountHolder });

describe('PayoutAccountInputDto accountHolder', () => {
  it('takes a name typed with Vietnamese accents and stores it as the bank prints it', () => {
    expect(parse('Trần Thị Mai')).toMatchObject({ success: true, data: { accountHolder: 'TRAN THI MAI' } });
    expect(parse('  đỗ   đức  Anh ')).toMatchObject({ success: true, data: { accountHolder: 'DO DUC ANH' } });
    // Decomposed input (some keyboards) too.
    expect(parse('Nguyễn Văn Đông'.normalize('NFD'))).toMatchObject({ success: true, data: { accountHolder: 'NGUYEN VAN DONG' } });
  });

  it('still refuses what is not a name', () => {
    const result = parse('Mai 123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Tên chủ tài khoản chỉ gồm chữ in hoa không dấu và khoảng trắng, như trên thẻ ngân hàng.');
  });
});
