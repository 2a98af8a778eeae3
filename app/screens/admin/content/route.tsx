import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { authStore } from '@app/auth/auth-store';
import { getAllContent, saveContent } from '@app/data/content';
import { useStoreName } from '@app/layout/store-name';
import { ApiError } from '@app/data/api';
import type { ContentKey } from '@domain/content-schemas';
import { AdminContentScreen, type ContentSaveResult } from './AdminContentScreen';
import { writableContentKeys } from './content-keys';

/** Nothing for a visitor the guard turns away (see mayOpenConsole). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const groups = authStore.getState().account?.groups ?? [];
  return { keys: writableContentKeys(groups), content: await getAllContent() };
}

async function save(key: ContentKey, doc: unknown): Promise<ContentSaveResult> {
  try {
    return { saved: await saveContent(key, doc) };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      return { error: error.message, fields: error.fields };
    }
    console.error('Saving site content failed:', error);
    return { error: 'The content could not be saved. Please try again.', fields: {} };
  }
}

/** The editor keeps what it saved; nothing to reload when only the chosen key changes. */
export const shouldRevalidate = () => false;

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  return (
    <>
      <title>{`Site Content | ${storeName}`}</title>
      <AdminContentScreen
        keys={data.keys}
        content={data.content}
        storeName={storeName}
        onSave={save}
      />
    </>
  );
}
