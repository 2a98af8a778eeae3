import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { Badge } from '@ds/primitives/Badge/Badge';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { Form } from '@ds/primitives/Form/Form';
import { Section } from '@ds/primitives/Section/Section';
import { SideNav } from '@ds/primitives/SideNav/SideNav';
import { SidebarLayout } from '@ds/primitives/SidebarLayout/SidebarLayout';
import { Stack } from '@ds/primitives/Stack/Stack';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { contentSchemas, type ContentKey, type SiteContent } from '@domain/content-schemas';
import { paths } from '@domain/paths';
import { useFormDraft } from '@app/forms/use-form-draft';
import { formFieldFor } from '@app/records/server-fields';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { ContentFields, type ContentFormValues } from './ContentFields';
import { ContentPreview } from './ContentPreview';
import { contentKeyInfo, isAdminOnlyKey } from './content-keys';

export interface AdminContentScreenProps {
  /** The keys this account may write, in the list's order. */
  keys: readonly ContentKey[];
  /** Their documents as stored. */
  content: Partial<SiteContent>;
  storeName: string;
  /** Stores one document: what the server kept, or why it refused (per field where it can). */
  onSave: (key: ContentKey, doc: unknown) => Promise<ContentSaveResult>;
}

export type ContentSaveResult =
  { saved: unknown } | { error: string; fields: Readonly<Record<string, string>> };

interface EditorProps {
  contentKey: ContentKey;
  stored: unknown;
  storeName: string;
  onSave: AdminContentScreenProps['onSave'];
  onSaved: (doc: unknown) => void;
}

/** One key's form (checked by the schema the server applies) beside its preview. */
function ContentEditor({ contentKey, stored, storeName, onSave, onSaved }: EditorProps) {
  const info = contentKeyInfo[contentKey];
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => z.object({ doc: contentSchemas[contentKey] }), [contentKey]);
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(schema as z.ZodType<ContentFormValues, ContentFormValues>),
    mode: 'onTouched',
    defaultValues: { doc: structuredClone(stored) },
  });
  const draft = useFormDraft(form, `admin-content.${contentKey}`);
  const doc = useWatch({ control: form.control, name: 'doc' });

  async function save(values: ContentFormValues) {
    setFormError(null);
    const result = await onSave(contentKey, values.doc);
    if ('error' in result) {
      let first = true;
      for (const [field, message] of Object.entries(result.fields)) {
        const name = formFieldFor(`doc.${field}`, values);
        if (!name) continue;
        form.setError(name as 'doc', { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      setFormError(result.error);
      return;
    }
    form.reset({ doc: structuredClone(result.saved) });
    draft.clear();
    onSaved(result.saved);
    showToast({ title: `${info.label} saved`, description: 'Visitors see the new content now.' });
  }

  function discard() {
    form.reset({ doc: structuredClone(stored) });
    draft.clear();
    setFormError(null);
  }

  return (
    <Stack gap="lg">
      <Card>
        <CardHeader>
          <CardTitle level={2} size="lg">
            {info.label}
          </CardTitle>
          <CardDescription>
            {`Shown on ${info.page}. `}
            {isAdminOnlyKey(contentKey)
              ? 'Only admins change it: it sets prices, percents or links.'
              : 'Editors and admins change it.'}
          </CardDescription>
        </CardHeader>
        <CardBody>
          <Form
            aria-label={`Edit ${info.label}`}
            onSubmit={(event) => void form.handleSubmit(save)(event)}
            error={formError}
            onDismissError={() => setFormError(null)}
            actions={
              <>
                {form.formState.isDirty ? (
                  <Button variant="outline" onPress={discard}>
                    Discard
                  </Button>
                ) : null}
                <Button
                  type="submit"
                  variant="accent"
                  isPending={form.formState.isSubmitting}
                  pendingLabel="Saving..."
                >
                  Save
                </Button>
              </>
            }
          >
            <ContentFields
              control={form.control}
              setValue={form.setValue}
              label={info.label}
              entryName={info.item}
            />
          </Form>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2} size="lg">
            Preview
          </CardTitle>
          <CardDescription>The page as visitors will see it once saved.</CardDescription>
        </CardHeader>
        <CardBody>
          <ContentPreview contentKey={contentKey} doc={doc} storeName={storeName} />
        </CardBody>
      </Card>
    </Stack>
  );
}

/**
 * /admin/content: the site's copy (the home page hero, About, FAQ, …) for editors, and for
 * admins also the content that sets prices, percents or links. Store hours and contact
 * details are the store's settings (/admin/settings).
 */
export function AdminContentScreen({ keys, content, storeName, onSave }: AdminContentScreenProps) {
  const [searchParams] = useLatestSearchParams();
  const [stored, setStored] = useState(content);
  const asked = searchParams.get('key') as ContentKey | null;
  const current = asked && keys.includes(asked) ? asked : keys[0];

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="Site Content"
        description="The copy of the home page, About, FAQ and the other pages. Store hours and contact details are in Settings."
      />
      <SidebarLayout
        sidebarLabel="Content to edit"
        sidebar={
          <SideNav
            aria-label="Content"
            currentId={current}
            items={keys.map((key) => ({
              id: key,
              label: contentKeyInfo[key].label,
              href: `?key=${key}`,
            }))}
          />
        }
      >
        {current ? (
          <Stack gap="md">
            {isAdminOnlyKey(current) ? <Badge tone="warning">Admins only</Badge> : null}
            <ContentEditor
              key={current}
              contentKey={current}
              stored={stored[current]}
              storeName={storeName}
              onSave={onSave}
              onSaved={(doc) => setStored((before) => ({ ...before, [current]: doc }))}
            />
          </Stack>
        ) : null}
      </SidebarLayout>
    </Section>
  );
}
