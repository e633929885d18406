import { requestLocale, type Handlers } from '../http/types';
import { clientHashOf } from './client-hash';
import { resetPassword, sendResetLink, type PasswordResetDeps } from './password-reset';
import { signIn, signUp } from './sign-in';

/** What the session calls work with. */
export interface SessionDeps extends PasswordResetDeps {
  /** Key of `get_client_hash`. */
  clientHashKey: Uint8Array;
}

export function sessionHandlers(deps: SessionDeps): Handlers {
  const { sessions } = deps;
  return {
    async createClient(request, reply) {
      const pair = await signUp(deps, request.body, requestLocale(request));
      reply.status(201);
      return pair;
    },

    async createToken(request) {
      return signIn(deps, request.body, request.ip);
    },

    async refreshToken(request) {
      return sessions.refresh(request.body.refresh_token);
    },

    async revokeToken(request, reply) {
      await sessions.revoke(request.body.refresh_token);
      return reply.status(204).send();
    },

    async sendResetPasswordEmail(request, reply) {
      await sendResetLink(deps, request.body.email, request.ip, request.log);
      return reply.status(202).send();
    },

    async resetPassword(request) {
      return resetPassword(deps, request.body);
    },

    async getClientHash(request) {
      return { hash: await clientHashOf(deps, request.query.email, request.ip) };
    },
  };
}
