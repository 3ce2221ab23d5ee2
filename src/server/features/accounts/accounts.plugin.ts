import fp from 'fastify-plugin';
import { type AccountsService, createAccountsService } from './accounts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

/** Accounts and their learners: the logged-in account, its profile and its learners. */
export const accountsPlugin = fp(
  async (app) => {
    app.decorate('accounts', createAccountsService(app.db, app.clock));
  },
  { name: 'accounts', dependencies: ['database', 'platform'] },
);
