/** Where the console lives: every path under /admin is the operators' application. */
export const ADMIN_LOGIN_PATH = '/admin/login';
