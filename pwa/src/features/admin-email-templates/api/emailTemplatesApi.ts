import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type EmailTemplateList = ApiResponse<'/api/admin/email-templates', 'get'>;
export type EmailTemplateRow = EmailTemplateList['templates'][number];
export type TemplateVariable = EmailTemplateList['variables'][number];
export type TemplateUsage = EmailTemplateRow['usedBy'][number];
export type EmailTemplate = ApiResponse<'/api/admin/email-templates/{id}', 'get'>['template'];
export type EmailTemplateInput = ApiBody<'/api/admin/email-templates', 'post'>;
export type EmailPreviewInput = ApiBody<'/api/admin/email-templates/preview', 'post'>;
export type EmailPreview = ApiResponse<'/api/admin/email-templates/preview', 'post'>;
export type CourseOption = ApiResponse<'/api/courses', 'get'>['courses'][number];

export function listEmailTemplates(): Promise<EmailTemplateList> {
  return unwrap(apiClient.GET('/api/admin/email-templates'));
}

export async function fetchEmailTemplate(id: string): Promise<EmailTemplate> {
  return (await unwrap(apiClient.GET('/api/admin/email-templates/{id}', { params: { path: { id } } }))).template;
}

export async function createEmailTemplate(input: EmailTemplateInput): Promise<EmailTemplate> {
  return (await unwrap(apiClient.POST('/api/admin/email-templates', { body: input }))).template;
}

export async function updateEmailTemplate(id: string, input: EmailTemplateInput): Promise<EmailTemplate> {
  return (await unwrap(apiClient.PUT('/api/admin/email-templates/{id}', { params: { path: { id } }, body: input }))).template;
}

/** The server's confirmation; a 409 naming the campaigns when the template is still in use. */
export async function deleteEmailTemplate(id: string): Promise<string> {
  return (await unwrap(apiClient.DELETE('/api/admin/email-templates/{id}', { params: { path: { id } } }))).message;
}

/** The mail as a sample reader ('Nguyễn Văn An') would get it; a 400 with the reason when the content is invalid. */
export function previewEmail(input: EmailPreviewInput): Promise<EmailPreview> {
  return unwrap(apiClient.POST('/api/admin/email-templates/preview', { body: input }));
}

/** Sends the saved template to the signed-in admin; the server's message says where. */
export async function sendTestEmail(id: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/email-templates/{id}/test', { params: { path: { id } } }))).message;
}

export const COURSE_PICKER_LIMIT = 50;

/** Published courses of the public catalogue, for the course block (the first 50, or those matching `search`). */
export async function searchCourses(search: string): Promise<CourseOption[]> {
  const query = search ? { limit: COURSE_PICKER_LIMIT, search } : { limit: COURSE_PICKER_LIMIT };
  return (await unwrap(apiClient.GET('/api/courses', { params: { query } }))).courses;
}

/** Query keys of the email templates (the campaigns' template picker reads the same list). */
export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: () => [...emailTemplateKeys.all, 'list'] as const,
  template: (id: string) => [...emailTemplateKeys.all, 'template', id] as const,
  /** `content` is the JSON of what is rendered: each edit is a new preview. */
  preview: (content: string) => [...emailTemplateKeys.all, 'preview', content] as const,
  courses: (search: string) => [...emailTemplateKeys.all, 'courses', search] as const,
};

/** Every template with the campaigns using it, and the variables a template may use. */
export function useEmailTemplates() {
  return useQuery({ queryKey: emailTemplateKeys.list(), queryFn: listEmailTemplates });
}

/** The template being edited (nothing is loaded for a new one, where there is no id). */
export function useEmailTemplate(id: string | undefined) {
  return useQuery({ queryKey: emailTemplateKeys.template(id ?? ''), queryFn: () => fetchEmailTemplate(id!), enabled: id !== undefined });
}

/**
 * The server's rendering of `content` (the JSON of an EmailPreviewInput; nothing is asked for without blocks).
 * The preview shown stays while the next renders. A preview is dropped as soon as the panel moves on (gcTime 0):
 * each pause in typing makes a new one, and keeping every rendered mail would only fill memory.
 */
export function useEmailPreview(content: string, untitledSubject: string) {
  const input = JSON.parse(content) as EmailPreviewInput;
  return useQuery({
    queryKey: emailTemplateKeys.preview(content),
    queryFn: () => previewEmail({ ...input, subject: input.subject.trim() || untitledSubject }),
    enabled: input.blocks.length > 0,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
}

/** Published courses for the course block; the courses shown stay while another search loads. */
export function useCourseOptions(search: string) {
  return useQuery({ queryKey: emailTemplateKeys.courses(search), queryFn: () => searchCourses(search), placeholderData: keepPreviousData });
}

/** Creates a template; the list is refetched (the editor then opens the new template by its id). */
export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() }),
  });
}

/** Saves a template; the answer is the whole saved template, and the list is refetched. */
export function useUpdateEmailTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailTemplateInput) => updateEmailTemplate(id, input),
    onSuccess: (template) => {
      queryClient.setQueryData(emailTemplateKeys.template(id), template);
      return queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() });
    },
  });
}

/** Deletes a template (a 409 while campaigns use it); the list is refetched, the template's own entry dropped. */
export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: (_, id) => {
      // Dropped, not refetched: the editor that deleted it is leaving, and a refetch would only answer 404.
      queryClient.removeQueries({ queryKey: emailTemplateKeys.template(id) });
      return queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() });
    },
  });
}

export function useSendTestEmail(id: string) {
  return useMutation({ mutationFn: () => sendTestEmail(id) });
}
