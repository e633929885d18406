import { parse } from '@formatjs/icu-messageformat-parser';
import type { Schemas } from '../http/types';

/**
 * Messages parsed once on the server: the app formats the syntax trees as they come and carries
 * no ICU parser. A message that does not parse goes as its plain text, which @formatjs shows as is.
 */
export function compileMessages(messages: Schemas['Messages']): Schemas['CompiledMessages'] {
  const compiled: Schemas['CompiledMessages'] = {};
  for (const [key, text] of Object.entries(messages)) {
    try {
      compiled[key] = parse(text) as unknown as Schemas['CompiledMessages'][string];
    } catch {
      compiled[key] = [{ type: 0, value: text }];
    }
  }
  return compiled;
}
