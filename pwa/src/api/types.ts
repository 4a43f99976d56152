import type { paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;

/** JSON body of the 2xx response of an operation, derived from `paths` only (component names may change). */
export type ApiResponse<P extends keyof paths, M extends Method> = OperationOf<P, M> extends { responses: infer R } ? JsonContent<R[Extract<keyof R, 200 | 201>]> : never;

/** JSON request body of an operation. */
export type ApiBody<P extends keyof paths, M extends Method> = OperationOf<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type Profile = ApiResponse<'/api/users/profile', 'get'>;
export type Role = Profile['role'];
export type AdminUser = ApiResponse<'/api/admin/users', 'get'>['users'][number];
export type AdminUserDetails = ApiResponse<'/api/admin/users/{id}/details', 'get'>;
export type Pagination = ApiResponse<'/api/admin/users', 'get'>['pagination'];
export type UserStats = ApiResponse<'/api/admin/stats/users', 'get'>;
export type RegistrationsOverTime = ApiResponse<'/api/admin/stats/registrations-over-time', 'get'>;
export type RegistrationPeriod = RegistrationsOverTime['period'];
export type Session = ApiResponse<'/api/auth/login', 'post'>;
export type RegisterInput = ApiBody<'/api/auth/register', 'post'>;
export type UpdateProfileInput = ApiBody<'/api/users/profile', 'put'>;
export type CreateUserInput = ApiBody<'/api/admin/users/create', 'post'>;
