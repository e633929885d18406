import type { Database } from '../db/client';
import { fieldProblem, ProblemError } from '../http/problem';
import type { Handlers } from '../http/types';
import { ANALYTICS_TAG_ID, isEditableConfigKey, setConfigValue } from './config';

/** The administrator's calls on the website's configuration. */
export function configHandlers(db: Database): Handlers {
  return {
    async putWebsiteConfig(request) {
      const { configKey } = request.params;
      if (!isEditableConfigKey(configKey)) throw new ProblemError(404, 'CONFIG_NOT_FOUND', 'Not found', `No configuration an administrator may change is named ${configKey}`);
      if (configKey === 'analytics_tag_id' && !ANALYTICS_TAG_ID.test(request.body.value)) {
        throw fieldProblem('VALIDATION_ERROR', 'Invalid request', 'value', 'The value is a tag manager container ID (GTM- then 4 to 12 capital letters or digits), or empty for none');
      }
      return setConfigValue(db, configKey, request.body);
    },
  };
}
