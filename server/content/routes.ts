import type { Database } from '../db/client';
import { ProblemError } from '../http/problem';
import { requestLocale, type Handlers, type Schemas } from '../http/types';
import { compileMessages } from './messages';
import { configValue, deliveryDelays, messagesOf, seoMetadataOf } from './website';

export type BuildInfo = Schemas['Version'];

export function websiteHandlers(db: Database, build: BuildInfo): Handlers {
  return {
    async getVersion() {
      return build satisfies Schemas['Version'];
    },

    async getDelays(request) {
      return deliveryDelays(db, requestLocale(request));
    },

    async getTranslations(request, reply) {
      const messages = await messagesOf(db, request.params.locale);
      reply.header('Cache-Control', 'public, max-age=300');
      return request.query.format === 'ast' ? compileMessages(messages) : messages;
    },

    async getSeoMetadata(request) {
      return seoMetadataOf(db, requestLocale(request));
    },

    async getWebsiteConfig(request) {
      const { configKey } = request.params;
      const value = await configValue(db, configKey, requestLocale(request));
      if (value === null) throw new ProblemError(404, 'CONFIG_NOT_FOUND', 'Not found', `No configuration named ${configKey}`);
      return { key: configKey, value } satisfies Schemas['WebsiteConfig'];
    },
  };
}
