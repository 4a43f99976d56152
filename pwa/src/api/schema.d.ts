/**
 * Hand-written stand-in in openapi-typescript's format for the accounts contract
 * (docs/api-accounts.md). It is replaced by the file generated from the backend's
 * OpenAPI document (`openapi-typescript http://…/api/docs-json -o src/api/schema.d.ts`);
 * app code depends only on `paths`, never on component names.
 */

type NoParams = {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
};

type IdPath = {
  query?: never;
  header?: never;
  path: {
    id: string;
  };
  cookie?: never;
};

type Json<T> = {
  headers: {
    [name: string]: unknown;
  };
  content: {
    "application/json": T;
  };
};

type ErrorJson = Json<components["schemas"]["ErrorResponse"]>;

type Unused = {
  get?: never;
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};

export interface paths {
  "/api/auth/providers": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["AuthController_providers"];
  };
  "/api/auth/register": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_register"];
  };
  "/api/auth/login": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_login"];
  };
  "/api/auth/refresh": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_refresh"];
  };
  "/api/auth/logout": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_logout"];
  };
  "/api/auth/ensure-user-profile": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_ensureUserProfile"];
  };
  "/api/auth/resend-verification": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_resendVerification"];
  };
  "/api/auth/email-action": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_emailAction"];
  };
  "/api/auth/check-reset-code": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_checkResetCode"];
  };
  "/api/auth/reset-password": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_resetPassword"];
  };
  "/api/auth/forgot-password": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_forgotPassword"];
  };
  "/api/auth/change-password": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AuthController_changePassword"];
  };
  "/api/auth/google": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["AuthController_google"];
  };
  "/api/auth/facebook": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["AuthController_facebook"];
  };
  "/api/users/profile": Omit<Unused, "get" | "put"> & {
    parameters: NoParams;
    get: operations["UsersController_getProfile"];
    put: operations["UsersController_updateProfile"];
  };
  "/api/users/profile/avatar": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["UsersController_uploadAvatar"];
  };
  "/api/admin/users": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["AdminUsersController_list"];
  };
  "/api/admin/users/create": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AdminUsersController_create"];
  };
  "/api/admin/users/{id}/role": Omit<Unused, "put"> & {
    parameters: NoParams;
    put: operations["AdminUsersController_updateRole"];
  };
  "/api/admin/users/{id}/details": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["AdminUsersController_details"];
  };
  "/api/admin/users/{id}/toggle-disable": Omit<Unused, "put"> & {
    parameters: NoParams;
    put: operations["AdminUsersController_toggleDisable"];
  };
  "/api/admin/users/{id}/send-reset-password": Omit<Unused, "post"> & {
    parameters: NoParams;
    post: operations["AdminUsersController_sendResetPassword"];
  };
  "/api/admin/users/{id}/affiliate-level": Omit<Unused, "put"> & {
    parameters: NoParams;
    put: operations["AdminUsersController_updateAffiliateLevel"];
  };
  "/api/admin/users/{id}": Omit<Unused, "delete"> & {
    parameters: NoParams;
    delete: operations["AdminUsersController_remove"];
  };
  "/api/admin/stats/users": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["AdminStatsController_users"];
  };
  "/api/admin/stats/registrations-over-time": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["AdminStatsController_registrationsOverTime"];
  };
  "/api/health": Omit<Unused, "get"> & {
    parameters: NoParams;
    get: operations["HealthController_check"];
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    ErrorResponse: {
      message: string;
      code: string;
    };
    MessageResponse: {
      message: string;
    };
    Providers: {
      google: boolean;
      facebook: boolean;
    };
    Profile: {
      _id: string;
      email: string;
      name: string;
      phoneNumber: string | null;
      age: number | null;
      avatarUrl: string | null;
      /** @enum {string} */
      role: "student" | "instructor" | "admin";
      emailVerified: boolean;
      isActive: boolean;
      isAffiliate: boolean;
      affiliateLevel: number;
      unreadCount: number;
      hasPassword: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    Session: {
      accessToken: string;
      user: components["schemas"]["Profile"];
    };
    EnsureUserProfileResponse: {
      isActive: boolean;
      name: string;
    };
    RegisterBody: {
      email: string;
      password: string;
      name: string;
      age?: number;
      phoneNumber: string;
    };
    LoginBody: {
      email: string;
      password: string;
    };
    EmailBody: {
      email: string;
    };
    EmailActionBody: {
      /** @enum {string} */
      mode: "verifyEmail";
      oobCode: string;
    };
    OobCodeBody: {
      oobCode: string;
    };
    CheckResetCodeResponse: {
      email: string;
    };
    ResetPasswordBody: {
      oobCode: string;
      newPassword: string;
    };
    ChangePasswordBody: {
      currentPassword: string;
      newPassword: string;
    };
    UpdateProfileBody: {
      name?: string;
      phoneNumber?: string;
      age?: number;
    };
    AvatarUploadBody: {
      /** Format: binary */
      avatar: string;
    };
    AdminUser: {
      _id: string;
      uid: string;
      email: string;
      name: string;
      /** @enum {string} */
      role: "student" | "instructor" | "admin";
      emailVerified: boolean;
      firebaseDisabled: boolean;
      isAffiliate: boolean;
      affiliateLevel: number;
      /** Format: date-time */
      createdAt: string;
    };
    AdminUserDetails: components["schemas"]["AdminUser"] & {
      phoneNumber: string | null;
      age: number | null;
      avatarUrl: string | null;
      isActive: boolean;
      sessions: number;
    };
    Pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      limit: number;
    };
    AdminUserList: {
      users: components["schemas"]["AdminUser"][];
      pagination: components["schemas"]["Pagination"];
    };
    CreateUserBody: {
      email: string;
      password: string;
      name: string;
      /** @enum {string} */
      role: "student" | "instructor" | "admin";
      phoneNumber?: string;
    };
    UpdateRoleBody: {
      /** @enum {string} */
      newRole: "student" | "instructor" | "admin";
    };
    ToggleDisableBody: {
      disable: boolean;
    };
    AffiliateLevelBody: {
      newLevel: number;
    };
    DeletedResponse: {
      _id: string;
    };
    UserStats: {
      totalUsers: number;
      students: number;
      instructors: number;
      admins: number;
      verified: number;
      unverified: number;
      disabled: number;
      newLast30Days: number;
    };
    RegistrationsOverTime: {
      /** @enum {string} */
      period: "daily" | "weekly" | "monthly";
      rangeMonths: number;
      points: {
        label: string;
        count: number;
      }[];
    };
    Health: {
      status: string;
      db: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export interface operations {
  AuthController_providers: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["Providers"]>;
    };
  };
  AuthController_register: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegisterBody"];
      };
    };
    responses: {
      201: Json<components["schemas"]["MessageResponse"]>;
      400: ErrorJson;
      409: ErrorJson;
    };
  };
  AuthController_login: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["LoginBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["Session"]>;
      401: ErrorJson;
      403: ErrorJson;
      429: ErrorJson;
    };
  };
  AuthController_refresh: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["Session"]>;
      401: ErrorJson;
    };
  };
  AuthController_logout: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["MessageResponse"]>;
    };
  };
  AuthController_ensureUserProfile: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["EnsureUserProfileResponse"]>;
      401: ErrorJson;
    };
  };
  AuthController_resendVerification: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["EmailBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["MessageResponse"]>;
      429: ErrorJson;
    };
  };
  AuthController_emailAction: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["EmailActionBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["MessageResponse"]>;
      400: ErrorJson;
    };
  };
  AuthController_checkResetCode: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["OobCodeBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["CheckResetCodeResponse"]>;
      400: ErrorJson;
    };
  };
  AuthController_resetPassword: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["ResetPasswordBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["MessageResponse"]>;
      400: ErrorJson;
    };
  };
  AuthController_forgotPassword: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["EmailBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["MessageResponse"]>;
      404: ErrorJson;
    };
  };
  AuthController_changePassword: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["ChangePasswordBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["MessageResponse"]>;
      400: ErrorJson;
      401: ErrorJson;
    };
  };
  AuthController_google: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_facebook: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UsersController_getProfile: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["Profile"]>;
      401: ErrorJson;
    };
  };
  UsersController_updateProfile: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateProfileBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["Profile"]>;
      400: ErrorJson;
    };
  };
  UsersController_uploadAvatar: {
    parameters: NoParams;
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["AvatarUploadBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["Profile"]>;
      400: ErrorJson;
    };
  };
  AdminUsersController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        role?: "student" | "instructor" | "admin";
        search?: string;
        verifiedStatus?: "verified" | "unverified";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["AdminUserList"]>;
      403: ErrorJson;
    };
  };
  AdminUsersController_create: {
    parameters: NoParams;
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateUserBody"];
      };
    };
    responses: {
      201: Json<components["schemas"]["AdminUser"]>;
      400: ErrorJson;
      409: ErrorJson;
    };
  };
  AdminUsersController_updateRole: {
    parameters: IdPath;
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateRoleBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["AdminUser"]>;
      400: ErrorJson;
    };
  };
  AdminUsersController_details: {
    parameters: IdPath;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["AdminUserDetails"]>;
      404: ErrorJson;
    };
  };
  AdminUsersController_toggleDisable: {
    parameters: IdPath;
    requestBody: {
      content: {
        "application/json": components["schemas"]["ToggleDisableBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["AdminUser"]>;
      400: ErrorJson;
    };
  };
  AdminUsersController_sendResetPassword: {
    parameters: IdPath;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["MessageResponse"]>;
      404: ErrorJson;
    };
  };
  AdminUsersController_updateAffiliateLevel: {
    parameters: IdPath;
    requestBody: {
      content: {
        "application/json": components["schemas"]["AffiliateLevelBody"];
      };
    };
    responses: {
      200: Json<components["schemas"]["AdminUser"]>;
      400: ErrorJson;
    };
  };
  AdminUsersController_remove: {
    parameters: IdPath;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["DeletedResponse"]>;
      400: ErrorJson;
      404: ErrorJson;
    };
  };
  AdminStatsController_users: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["UserStats"]>;
    };
  };
  AdminStatsController_registrationsOverTime: {
    parameters: {
      query?: {
        period?: "daily" | "weekly" | "monthly";
        rangeMonths?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["RegistrationsOverTime"]>;
    };
  };
  HealthController_check: {
    parameters: NoParams;
    requestBody?: never;
    responses: {
      200: Json<components["schemas"]["Health"]>;
    };
  };
}
