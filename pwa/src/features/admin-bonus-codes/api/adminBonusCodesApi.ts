import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ManagedBonusCode = ApiResponse<'/api/admin/bonus-codes', 'get'>['bonusCodes'][number];
export type BonusCodeInput = ApiBody<'/api/admin/bonus-codes', 'post'>;

export async function listBonusCodes(): Promise<ManagedBonusCode[]> {
  return (await unwrap(apiClient.GET('/api/admin/bonus-codes'))).bonusCodes;
}

export async function createBonusCode(input: BonusCodeInput): Promise<ManagedBonusCode> {
  return (await unwrap(apiClient.POST('/api/admin/bonus-codes', { body: input }))).bonusCode;
}

export async function updateBonusCode(id: string, input: BonusCodeInput): Promise<ManagedBonusCode> {
  return (await unwrap(apiClient.PUT('/api/admin/bonus-codes/{id}', { params: { path: { id } }, body: input }))).bonusCode;
}

export async function deleteBonusCode(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/admin/bonus-codes/{id}', { params: { path: { id } } }));
}

/** Query keys of the admin bonus codes screen. */
export const adminBonusCodeKeys = {
  all: ['admin-bonus-codes'] as const,
  list: () => [...adminBonusCodeKeys.all, 'list'] as const,
};
