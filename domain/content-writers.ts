import { contentKeys, contentSchemas, type ContentKey } from './content-schemas';
import { holdsGuardedField } from './guarded-fields';
import { writers, type Group } from './permissions';

/**
 * The content keys whose documents hold a price, a percent or a link (a guarded field of
 * domain/guarded-fields.ts): only an admin writes them. Editors write the rest.
 */
export const guardedContentKeys: readonly ContentKey[] = contentKeys.filter((key) =>
  holdsGuardedField(contentSchemas[key]),
);

/** The groups that may replace the document under `key`. */
export const contentWritersFor = (key: ContentKey): readonly Group[] =>
  guardedContentKeys.includes(key) ? writers.guardedContent : writers.content;
