/** Where the template screens live (router.tsx). */
export const TEMPLATES_PATH = '/admin/email-templates';
