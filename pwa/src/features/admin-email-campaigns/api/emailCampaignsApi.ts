import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { ApiError } from '../../../lib/http/ApiError';
import { unwrap } from '../../../lib/http/unwrap';
import { emailTemplateKeys } from '../../admin-email-templates';
import type { AudienceFieldInfo, AudienceRules } from '../audienceTree';

export type Scenario = ApiResponse<'/api/admin/email-scenarios', 'get'>['scenarios'][number];
export type Campaign = Scenario['campaigns'][number];
export type ScenarioTrigger = Scenario['trigger'];
export type ScenarioStatus = Scenario['status'];
export type EditableStatus = ScenarioInput['status'];
export type ScenarioInput = ApiBody<'/api/admin/email-scenarios', 'post'>;
/** What the campaign form sends (a new campaign goes at the end of its scenario, so no position). */
export type CampaignInput = Omit<ApiBody<'/api/admin/marketing-campaigns/{id}', 'put'>, 'position'>;
export type CampaignResults = ApiResponse<'/api/admin/marketing-campaigns/{id}/results', 'get'>;
export type EmailSettings = ApiResponse<'/api/admin/email-settings', 'get'>['settings'];
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
  return (await unwrap(apiClient.POST('/api/admin/marketing-campaigns', { body: { scenarioId, ...input } }))).campaign;
}

export async function updateCampaign(id: string, input: CampaignInput): Promise<Campaign> {
  return (await unwrap(apiClient.PUT('/api/admin/marketing-campaigns/{id}', { params: { path: { id } }, body: input }))).campaign;
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
  return (await unwrap(apiClient.GET('/api/admin/audience/fields'))).fields as AudienceFieldInfo[];
}

export function countAudience(rules: AudienceRules): Promise<AudienceCount> {
  return unwrap(apiClient.POST('/api/admin/audience/count', { body: { rules } }));
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

/** The courses (first page), tools and categories the pickers offer and the cards name. */
export type Catalog = { courses: CourseOption[]; tools: ToolOption[]; categories: CategoryOption[] };

// A list that cannot load leaves its pickers empty (and the cards without names) rather than the screen broken.
const orEmpty = <T>(load: Promise<T[]>) => load.catch(() => [] as T[]);

async function loadCatalog(): Promise<Catalog> {
  const [courses, tools, categories] = await Promise.all([orEmpty(searchCourses('')), orEmpty(listTools()), orEmpty(listCategories())]);
  return { courses, tools, categories };
}

/** Query keys of the email campaigns screen: everything under `all`. */
export const emailCampaignKeys = {
  all: ['email-campaigns'] as const,
  scenarios: () => [...emailCampaignKeys.all, 'scenarios'] as const,
  results: (campaignId: string) => [...emailCampaignKeys.all, 'results', campaignId] as const,
  audienceFields: () => [...emailCampaignKeys.all, 'audience-fields'] as const,
  /** `rules` is the JSON of the rules counted. */
  audienceCount: (rules: string) => [...emailCampaignKeys.all, 'audience-count', rules] as const,
  settings: () => [...emailCampaignKeys.all, 'settings'] as const,
  suppressionPages: () => [...emailCampaignKeys.all, 'suppressions'] as const,
  suppressions: (query: SuppressionQuery) => [...emailCampaignKeys.suppressionPages(), query] as const,
  catalog: () => [...emailCampaignKeys.all, 'catalog'] as const,
  courses: (search: string) => [...emailCampaignKeys.all, 'courses', search] as const,
};

export function useScenarios() {
  return useQuery({ queryKey: emailCampaignKeys.scenarios(), queryFn: listScenarios });
}

export function useCampaignResults(campaignId: string) {
  return useQuery({ queryKey: emailCampaignKeys.results(campaignId), queryFn: () => fetchCampaignResults(campaignId) });
}

export function useAudienceFields() {
  return useQuery({ queryKey: emailCampaignKeys.audienceFields(), queryFn: listAudienceFields });
}

/** How many people `rules` (their JSON; '' asks nothing) reach now. */
export function useAudienceCount(rules: string) {
  return useQuery({
    queryKey: emailCampaignKeys.audienceCount(rules),
    queryFn: () => countAudience(JSON.parse(rules) as AudienceRules),
    enabled: rules !== '',
  });
}

export function useEmailSettings() {
  return useQuery({ queryKey: emailCampaignKeys.settings(), queryFn: getEmailSettings });
}

/** One page of the suppression list; the page shown stays while the next loads. */
export function useSuppressions(query: SuppressionQuery) {
  return useQuery({ queryKey: emailCampaignKeys.suppressions(query), queryFn: () => listSuppressions(query), placeholderData: keepPreviousData });
}

export function useCatalog() {
  return useQuery({ queryKey: emailCampaignKeys.catalog(), queryFn: loadCatalog });
}

/** Courses matching `search` (nothing is asked for an empty search: the catalogue's first page stands in). */
export function useCourseSearch(search: string) {
  return useQuery({ queryKey: emailCampaignKeys.courses(search), queryFn: () => searchCourses(search), enabled: search !== '' });
}

// The scenario and campaign writes answer with the whole item: it is written into the loaded scenarios (a refetch
// would only repeat it). The templates' list says which campaigns use each template, so it is marked stale.
function updateScenarios(queryClient: QueryClient, change: (scenarios: Scenario[]) => Scenario[]) {
  queryClient.setQueryData<Scenario[]>(emailCampaignKeys.scenarios(), (current) => current && change(current));
  return queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() });
}

const replaceScenario = (scenario: Scenario) => (scenarios: Scenario[]) => scenarios.map((other) => (other._id === scenario._id ? scenario : other));

const changeCampaigns = (scenarioId: string, change: (campaigns: Campaign[]) => Campaign[]) => (scenarios: Scenario[]) =>
  scenarios.map((scenario) => (scenario._id === scenarioId ? { ...scenario, campaigns: change(scenario.campaigns) } : scenario));

/** A new scenario goes first (the list is newest first). */
export function useCreateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScenario,
    onSuccess: (scenario) => updateScenarios(queryClient, (scenarios) => [scenario, ...scenarios]),
  });
}

export function useUpdateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ScenarioInput }) => updateScenario(id, input),
    onSuccess: (scenario) => updateScenarios(queryClient, replaceScenario(scenario)),
  });
}

/** Resolves to the server's message; a 409 when the scenario has sent mail. */
export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScenario,
    onSuccess: (_, id) => updateScenarios(queryClient, (scenarios) => scenarios.filter((scenario) => scenario._id !== id)),
  });
}

/** A new campaign goes at the end of its scenario. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scenarioId, input }: { scenarioId: string; input: CampaignInput }) => createCampaign(scenarioId, input),
    onSuccess: (campaign) =>
      updateScenarios(
        queryClient,
        changeCampaigns(campaign.scenarioId, (campaigns) => [...campaigns, campaign]),
      ),
  });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CampaignInput }) => updateCampaign(id, input),
    onSuccess: (campaign) =>
      updateScenarios(
        queryClient,
        changeCampaigns(campaign.scenarioId, (campaigns) => campaigns.map((item) => (item._id === campaign._id ? campaign : item))),
      ),
  });
}

/** Resolves to the server's message; a 409 when the campaign has sent mail. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaign: Campaign) => deleteCampaign(campaign._id),
    onSuccess: (_, campaign) =>
      updateScenarios(
        queryClient,
        changeCampaigns(campaign.scenarioId, (campaigns) => campaigns.filter((item) => item._id !== campaign._id)),
      ),
  });
}

/** Moves a campaign to the end of another scenario; moved elsewhere meanwhile (409), the scenarios are refetched to show where it is now. */
export function useMoveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fromId, toId }: { id: string; fromId: string; toId: string }) => moveCampaign(id, fromId, toId),
    onSuccess: (moved, { id, fromId, toId }) =>
      updateScenarios(queryClient, (scenarios) =>
        changeCampaigns(toId, (campaigns) => [...campaigns, moved])(changeCampaigns(fromId, (campaigns) => campaigns.filter((item) => item._id !== id))(scenarios)),
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: emailCampaignKeys.scenarios() });
    },
  });
}

export function useSendCampaignTest() {
  return useMutation({ mutationFn: sendCampaignTest });
}

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailSettings,
    onSuccess: (settings) => queryClient.setQueryData(emailCampaignKeys.settings(), settings),
  });
}

/** Blocks or unblocks an address; the suppression list is refetched. */
export function useSuppressEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, detail }: { email: string; detail: string | null }) => suppressEmail(email, detail),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailCampaignKeys.suppressionPages() }),
  });
}

/**
 * Unblocks an address. The list is refetched either way (already gone, a 404, it shows the list as it is now);
 * a later page that held only this address no longer exists: it is dropped instead (the list steps back a page).
 */
export function useUnsuppressEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuppressEmail,
    onSuccess: (_, email) => {
      queryClient.removeQueries({
        queryKey: emailCampaignKeys.suppressionPages(),
        predicate: (query) => {
          const page = query.state.data as SuppressionPage | undefined;
          return page !== undefined && page.pagination.currentPage > 1 && page.suppressions.length === 1 && page.suppressions[0].email === email;
        },
      });
      return queryClient.invalidateQueries({ queryKey: emailCampaignKeys.suppressionPages() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: emailCampaignKeys.suppressionPages() }),
  });
}

/** Resumes a campaign the sender paused; its results (status, reason) and the scenarios are refetched. */
export function useResumeCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeCampaign(campaignId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailCampaignKeys.all }),
  });
}
