import { requestLocale, type Handlers } from '../http/types';
import { clientHashOf } from './client-hash';
import { resetPassword, sendResetLink, type PasswordResetDeps } from './password-reset';
import { clearRefreshCookie, deliverPair, noRefreshToken, presentedRefreshToken } from './refresh-cookie';
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
      return deliverPair(request, reply, pair, sessions);
    },

    async createToken(request, reply) {
      return deliverPair(request, reply, await signIn(deps, request.body, request.ip), sessions);
    },

    async refreshToken(request, reply) {
      const token = presentedRefreshToken(request, request.body);
      try {
        if (token === null) throw noRefreshToken();
        return deliverPair(request, reply, await sessions.refresh(token), sessions);
      } catch (error) {
        // A token the server no longer takes is of no use to the browser that keeps it.
        clearRefreshCookie(request, reply);
        throw error;
      }
    },

    async revokeToken(request, reply) {
      const token = presentedRefreshToken(request, request.body);
      if (token !== null) await sessions.revoke(token);
      clearRefreshCookie(request, reply);
      return reply.status(204).send();
    },

    async sendResetPasswordEmail(request, reply) {
      await sendResetLink(deps, request.body.email, request.ip, request.log);
      return reply.status(202).send();
    },

    async resetPassword(request, reply) {
      return deliverPair(request, reply, await resetPassword(deps, request.body), sessions);
    },

    async getClientHash(request) {
      return { hash: await clientHashOf(deps, request.query.email, request.ip) };
    },
  };
}
