import { useQuery } from '@tanstack/react-query';
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

/** Query keys of the admin discounts screen. */
export const adminDiscountKeys = {
  all: ['admin-discounts'] as const,
  list: () => [...adminDiscountKeys.all, 'list'] as const,
  targetOptions: (scope: DiscountTargetScope) => [...adminDiscountKeys.all, 'target-options', scope] as const,
};

/** The scopes that name their targets one by one. */
export type DiscountTargetScope = Extract<DiscountScope, 'specific_courses' | 'specific_tools'>;
export type DiscountTargetOption = { id: string; label: string };

async function listTargetOptions(scope: DiscountTargetScope): Promise<DiscountTargetOption[]> {
  if (scope === 'specific_courses') return (await listDiscountCourses()).map((course) => ({ id: course._id, label: course.title }));
  return (await listDiscountToolPlans()).map((plan) => ({ id: plan._id, label: `${plan.toolId.name} – ${plan.name}` }));
}

/** The courses or tool plans a scoped code can apply to, as checkbox options. */
export function useDiscountTargetOptions(scope: DiscountTargetScope) {
  return useQuery({ queryKey: adminDiscountKeys.targetOptions(scope), queryFn: () => listTargetOptions(scope) });
}
