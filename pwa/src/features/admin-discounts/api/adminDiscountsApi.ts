import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ManagedDiscount = ApiResponse<'/api/admin/discounts', 'get'>['discounts'][number];
export type DiscountInput = ApiBody<'/api/admin/discounts', 'post'>;
export type DiscountType = DiscountInput['type'];
export type DiscountScope = DiscountInput['appliesTo'];
export type DiscountCourseOption = ApiResponse<'/api/admin/discounts/list-courses', 'get'>['courses'][number];
export type DiscountToolPlanOption = ApiResponse<'/api/admin/discounts/list-tool-plans', 'get'>['toolPlans'][number];

export async function listDiscounts(): Promise<ManagedDiscount[]> {
  return (await unwrap(apiClient.GET('/api/admin/discounts'))).discounts;
}

export async function createDiscount(input: DiscountInput): Promise<ManagedDiscount> {
  return (await unwrap(apiClient.POST('/api/admin/discounts', { body: input }))).discount;
}

export async function updateDiscount(id: string, input: DiscountInput): Promise<ManagedDiscount> {
  return (await unwrap(apiClient.PUT('/api/admin/discounts/{id}', { params: { path: { id } }, body: input }))).discount;
}

export async function deleteDiscount(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/admin/discounts/{id}', { params: { path: { id } } }));
}

export async function listDiscountCourses(): Promise<DiscountCourseOption[]> {
  return (await unwrap(apiClient.GET('/api/admin/discounts/list-courses'))).courses;
}

export async function listDiscountToolPlans(): Promise<DiscountToolPlanOption[]> {
  return (await unwrap(apiClient.GET('/api/admin/discounts/list-tool-plans'))).toolPlans;
}
