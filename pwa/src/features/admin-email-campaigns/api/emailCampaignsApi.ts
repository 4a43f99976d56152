import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { AudienceFieldInfo, AudienceRules } from '../audienceTree';

export type Scenario = ApiResponse<'/api/admin/email-scenarios', 'get'>['scenarios'][number];
export type Campaign = Scenario['campaigns'][number];
export type ScenarioTrigger = Scenario['trigger'];
export type ScenarioStatus = Scenario['status'];
export type EditableStatus = ScenarioInput['status'];
export type ScenarioInput = ApiBody<'/api/admin/email-scenarios', 'post'>;
type CampaignCreateBody = ApiBody<'/api/admin/marketing-campaigns', 'post'>;
type CampaignUpdateBody = ApiBody<'/api/admin/marketing-campaigns/{id}', 'put'>;
/** What the campaign form sends; the audience is this feature's own rule tree (the generated type spells out every level). */
export type CampaignInput = Omit<CampaignUpdateBody, 'audience' | 'position'> & { audience: AudienceRules | null };
export type CampaignResults = ApiResponse<'/api/admin/marketing-campaigns/{id}/results', 'get'>;
export type EmailSettings = ApiResponse<'/api/admin/email-settings', 'get'>['settings'];
export type EmailTemplateOption = ApiResponse<'/api/admin/email-templates', 'get'>['templates'][number];
export type AudienceCount = ApiResponse<'/api/admin/audience/count', 'post'>;
export type CourseOption = ApiResponse<'/api/courses', 'get'>['courses'][number];
export type ToolOption = ApiResponse<'/api/tools', 'get'>['tools'][number];
export type CategoryOption = ApiResponse<'/api/categories', 'get'>['categories'][number];
export type SuppressionPage = ApiResponse<'/api/admin/email-suppressions', 'get'>;
export type Suppression = SuppressionPage['suppressions'][number];
export type SuppressionReason = Suppression['reason'];
export type SuppressionQuery = { page: number; limit: number; search?: string };

export async function listScenarios(): Promise<Scenario[]> {
  return (await unwrap(apiClient.GET('/api/admin/email-scenarios'))).scenarios;
}

export async function createScenario(input: ScenarioInput): Promise<Scenario> {
  return (await unwrap(apiClient.POST('/api/admin/email-scenarios', { body: input }))).scenario;
}

export async function updateScenario(id: string, input: ScenarioInput): Promise<Scenario> {
  return (await unwrap(apiClient.PUT('/api/admin/email-scenarios/{id}', { params: { path: { id } }, body: input }))).scenario;
}

export async function deleteScenario(id: string): Promise<string> {
  return (await unwrap(apiClient.DELETE('/api/admin/email-scenarios/{id}', { params: { path: { id } } }))).message;
}

export async function createCampaign(scenarioId: string, input: CampaignInput): Promise<Campaign> {
  const body = { scenarioId, ...input } as CampaignCreateBody;
  return (await unwrap(apiClient.POST('/api/admin/marketing-campaigns', { body }))).campaign;
}

export async function updateCampaign(id: string, input: CampaignInput): Promise<Campaign> {
  return (await unwrap(apiClient.PUT('/api/admin/marketing-campaigns/{id}', { params: { path: { id } }, body: input as CampaignUpdateBody }))).campaign;
}

export async function deleteCampaign(id: string): Promise<string> {
  return (await unwrap(apiClient.DELETE('/api/admin/marketing-campaigns/{id}', { params: { path: { id } } }))).message;
}

/** Moves the campaign to the end of `newScenarioId`; a 409 when it is no longer in `oldScenarioId`. */
export async function moveCampaign(id: string, oldScenarioId: string, newScenarioId: string): Promise<Campaign> {
  return (await unwrap(apiClient.PUT('/api/admin/marketing-campaigns/{id}/scenario', { params: { path: { id } }, body: { newScenarioId, oldScenarioId } }))).campaign;
}

export function fetchCampaignResults(id: string): Promise<CampaignResults> {
  return unwrap(apiClient.GET('/api/admin/marketing-campaigns/{id}/results', { params: { path: { id } } }));
}

/** Sends a paused campaign again from where it stopped; answers with the campaign as it is now. */
export async function resumeCampaign(id: string): Promise<Campaign> {
  return (await unwrap(apiClient.POST('/api/admin/marketing-campaigns/{id}/resume', { params: { path: { id } } }))).campaign;
}

/** Sends the campaign's mail to the signed-in admin; the server's message says where. */
export async function sendCampaignTest(id: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/marketing-campaigns/{id}/test', { params: { path: { id } } }))).message;
}

export async function listAudienceFields(): Promise<AudienceFieldInfo[]> {
  // The API types the list loosely (records); its shape is AUDIENCE_FIELDS of the backend's audience-rules.ts.
  return (await unwrap(apiClient.GET('/api/admin/audience/fields'))).fields as unknown as AudienceFieldInfo[];
}

export function countAudience(rules: AudienceRules): Promise<AudienceCount> {
  return unwrap(apiClient.POST('/api/admin/audience/count', { body: { rules } as ApiBody<'/api/admin/audience/count', 'post'> }));
}

export async function listTemplates(): Promise<EmailTemplateOption[]> {
  return (await unwrap(apiClient.GET('/api/admin/email-templates'))).templates;
}

export async function getEmailSettings(): Promise<EmailSettings> {
  return (await unwrap(apiClient.GET('/api/admin/email-settings'))).settings;
}

export async function saveEmailSettings(input: EmailSettings): Promise<EmailSettings> {
  return (await unwrap(apiClient.PUT('/api/admin/email-settings', { body: input }))).settings;
}

/** One page of the suppression list (addresses no marketing mail goes to), newest first. */
export function listSuppressions(query: SuppressionQuery): Promise<SuppressionPage> {
  return unwrap(apiClient.GET('/api/admin/email-suppressions', { params: { query } }));
}

/** Blocks an address by hand; the server's message says what it did. */
export async function suppressEmail(email: string, detail: string | null): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/email-suppressions', { body: { email, detail } }))).message;
}

/** Unblocks an address; openapi-fetch URL-encodes the path parameter (`a+b@x.vn` → `a%2Bb%40x.vn`). */
export async function unsuppressEmail(email: string): Promise<string> {
  return (await unwrap(apiClient.DELETE('/api/admin/email-suppressions/{email}', { params: { path: { email } } }))).message;
}

export const PICKER_PAGE_SIZE = 50;

export async function searchCourses(search: string): Promise<CourseOption[]> {
  const query = search ? { limit: PICKER_PAGE_SIZE, search } : { limit: PICKER_PAGE_SIZE };
  return (await unwrap(apiClient.GET('/api/courses', { params: { query } }))).courses;
}

export async function listTools(): Promise<ToolOption[]> {
  return (await unwrap(apiClient.GET('/api/tools', { params: { query: { limit: PICKER_PAGE_SIZE } } }))).tools;
}

export async function listCategories(): Promise<CategoryOption[]> {
  return (await unwrap(apiClient.GET('/api/categories'))).categories;
}
