import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { PayoutAccountForm } from './PayoutAccountForm';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayoutAccountForm', () => {
  it('takes the holder name with accents, shows and sends it without them (đ → D)', async () => {
    const saved = { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '0123456789', accountHolder: 'TRAN THI MAI DUONG', updatedAt: new Date().toISOString() };
    const calls = fakeApi({
      'GET /api/affiliates/banks': { body: { banks: [{ bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' }] } },
      'PUT /api/affiliates/me/payout-account': { body: { payoutAccount: saved } },
    });
    const onSaved = vi.fn();
    renderWithQuery(<PayoutAccountForm account={null} onSaved={onSaved} />);

    await screen.findByText(/Vietcombank ·/);
    fireEvent.change(screen.getByLabelText('Ngân hàng'), { target: { value: '970436' } });
    fireEvent.change(screen.getByLabelText('Số tài khoản'), { target: { value: '0123456789' } });
    const holder = screen.getByTestId('payout-holder');
    fireEvent.change(holder, { target: { value: 'Trần Thị Mai  Đương' } });
    expect(screen.getByTestId('payout-holder-preview').textContent).toBe('Tên gửi ngân hàng: TRAN THI MAI DUONG');
    fireEvent.blur(holder);
    expect((holder as HTMLInputElement).value).toBe('TRAN THI MAI DUONG');

    fireEvent.submit(screen.getByTestId('payout-account-form'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ accountHolder: 'TRAN THI MAI DUONG' });
  });
});
