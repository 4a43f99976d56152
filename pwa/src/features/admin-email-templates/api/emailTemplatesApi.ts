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
