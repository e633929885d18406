import type { Database } from '../db/client';
import { ProblemError } from '../http/problem';
import type { Handlers } from '../http/types';
import { isEditableConfigKey, setConfigValue } from './config';

/** The administrator's calls on the website's configuration. */
export function configHandlers(db: Database): Handlers {
  return {
    async putWebsiteConfig(request) {
      const { configKey } = request.params;
      if (!isEditableConfigKey(configKey)) throw new ProblemError(404, 'CONFIG_NOT_FOUND', 'Not found', `No configuration an administrator may change is named ${configKey}`);
      return setConfigValue(db, configKey, request.body);
    },
  };
}
