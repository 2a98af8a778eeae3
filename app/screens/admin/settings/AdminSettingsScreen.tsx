import { zodResolver } from '@hookform/resolvers/zod';
import {
  Bell,
  Clock,
  DollarSign,
  Mail,
  Palette,
  Phone,
  Settings,
  ShieldCheck,
  Store,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { SettingsSummaryCard } from '@ds/patterns/SettingsSummaryCard/SettingsSummaryCard';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { ColorField } from '@ds/primitives/ColorField/ColorField';
import { Form } from '@ds/primitives/Form/Form';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Section } from '@ds/primitives/Section/Section';
import { SideNav } from '@ds/primitives/SideNav/SideNav';
import { SidebarLayout } from '@ds/primitives/SidebarLayout/SidebarLayout';
import { Stack } from '@ds/primitives/Stack/Stack';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import type { SystemSetting, SystemSettingCategory } from '@domain/types';
import {
  categoryOfFirstError,
  changedValues,
  settingCategories,
  settingCategoryOf,
  settingValues,
  systemSettingsSchema,
  type SystemSettingValues,
} from '@app/admin/system-settings-schema';
import { BoundNumberField, BoundSelect, BoundTextField } from '@app/forms/bound-fields';
import { useFormDraft } from '@app/forms/use-form-draft';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { paths } from '@domain/paths';
import { maxStoreNameLength } from '@domain/settings-schemas';

const categoryIcons: Record<SystemSettingCategory, ReactNode> = {
  store: <Store aria-hidden="true" />,
  general: <Settings aria-hidden="true" />,
  appearance: <Palette aria-hidden="true" />,
  email: <Mail aria-hidden="true" />,
  notifications: <Bell aria-hidden="true" />,
  security: <ShieldCheck aria-hidden="true" />,
};

const categoryDescriptions: Record<SystemSettingCategory, string> = {
  store:
    'How customers reach the store: shown in the footer, on Contact and Help, on invoices and in e-mails.',
  general: 'The store’s currency and time zone.',
  appearance: 'Colours kept for reference; the storefront does not use them.',
  email: 'Kept for reference; the server sends through its own mail settings.',
  notifications: 'Kept for reference; no alerts are sent from these.',
  security: 'Kept for reference; sign-in is the identity service’s (Cognito).',
};

const storePage = 'Shown on the contact page and in the footer.';
const hoursHint = 'Shown on the contact page, e.g. 11:00 AM–10:00 PM or Closed.';
/** What each setting does, or plainly that it does nothing here: no setting pretends. */
const fieldHints: Record<string, string> = {
  'store-name': `Shown in page titles, the header, footer, invoices and e-mails; up to ${maxStoreNameLength} characters.`,
  'contact-email': 'Shown in the footer, on Contact, Help and invoices; e-mails reply to it.',
  'contact-phone': 'Shown in the footer and on the contact and help pages.',
  'street-address': storePage,
  city: storePage,
  state: storePage,
  zip: storePage,
  'hours-weekdays': hoursHint,
  'hours-saturday': hoursHint,
  'hours-sunday': hoursHint,
  currency:
    'Prices are entered and charged in this currency. Changing it changes the symbol and format everywhere; amounts are not converted.',
  timezone: 'Order dates, “today” and the monthly analytics follow this zone.',
  'primary-color': 'Not used: the storefront’s colours are part of its design.',
  'secondary-color': 'Not used: the storefront’s colours are part of its design.',
  'smtp-host': 'Not used: the server sends through its SMTP_URL setting.',
  'smtp-port': 'Not used: the server sends through its SMTP_URL setting (1 to 65535).',
  'sender-email': 'Not used: e-mails are sent from the server’s MAIL_FROM address.',
  'notification-email': 'Not used: the store sends no admin alerts.',
  'low-stock-threshold':
    'The products list marks a size with this many units or fewer as Low Stock (0 to 999).',
  'session-timeout':
    'Not enforced here: sessions last while Cognito’s tokens are valid (access tokens 60 minutes, renewed until sign-out).',
  'max-login-attempts':
    'Not enforced here: Cognito itself locks sign-in for a while after repeated failed attempts.',
};

type SettingsControl = Control<SystemSettingValues>;

/** ColorField bound to the form like the app's other bound fields. */
function BoundColorField({
  control,
  name,
  label,
  description,
}: {
  control: SettingsControl;
  name: string;
  label: string;
  description?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ColorField
      label={label}
      pickerLabel={`Pick the ${label.toLowerCase()}`}
      description={description}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
    />
  );
}

function SettingField({ setting, control }: { setting: SystemSetting; control: SettingsControl }) {
  const shared = {
    control,
    name: setting.id,
    label: setting.name,
    description: fieldHints[setting.id],
  };
  switch (setting.type) {
    case 'text':
      return <BoundTextField {...shared} />;
    case 'email':
      return <BoundTextField {...shared} type="email" />;
    case 'number':
      return (
        <BoundNumberField
          {...shared}
          // No min/max here: the schema explains an out-of-range value instead of clamping it.
          formatOptions={{ useGrouping: false, maximumFractionDigits: 2 }}
        />
      );
    case 'select':
      return (
        <BoundSelect
          {...shared}
          items={(setting.options ?? []).map((option) => ({ id: option, label: option }))}
        />
      );
    case 'color':
      return <BoundColorField {...shared} />;
  }
}

const valueOf = (settings: readonly SystemSetting[], id: string) =>
  String(settings.find((setting) => setting.id === id)?.value ?? '');

export interface AdminSettingsScreenProps {
  settings: SystemSetting[];
  /** Saves the changed values; resolves with every setting as saved, rejects on failure. */
  onSave: (changes: SystemSettingValues) => Promise<SystemSetting[]>;
}

/**
 * /admin/settings: the store's system settings; a save checks every category and opens the first
 * with a problem.
 */
export function AdminSettingsScreen({ settings, onSave }: AdminSettingsScreenProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const category = settingCategoryOf(searchParams.get('category'));
  const [saved, setSaved] = useState(settings);
  const [formError, setFormError] = useState<string | null>(null);
  /** A field to focus once its category is shown (after a save found a problem there). */
  const fieldToFocus = useRef<string | null>(null);
  const schema = useMemo(() => systemSettingsSchema(saved), [saved]);
  const form = useForm<SystemSettingValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: settingValues(saved),
  });
  const draft = useFormDraft(form, 'admin-settings');
  const { control } = form;
  const shown = saved.filter((setting) => setting.category === category);
  const categoryLabel =
    settingCategories.find((entry) => entry.id === category)?.label ?? 'General';

  useEffect(() => {
    const id = fieldToFocus.current;
    if (id && saved.some((setting) => setting.id === id && setting.category === category)) {
      fieldToFocus.current = null;
      form.setFocus(id);
    }
  }, [category, saved, form]);

  function showCategory(next: SystemSettingCategory) {
    setSearchParams(
      (params) => {
        const nextParams = new URLSearchParams(params);
        nextParams.set('category', next);
        return nextParams;
      },
      { replace: true },
    );
  }

  function onInvalid(errors: FieldErrors<SystemSettingValues>) {
    const invalidIds = Object.keys(errors);
    const target = categoryOfFirstError(saved, invalidIds);
    const firstId = saved.find((setting) => invalidIds.includes(setting.id))?.id;
    if (target && target !== category) {
      showCategory(target);
      fieldToFocus.current = firstId ?? null;
    }
  }

  async function save(values: SystemSettingValues) {
    setFormError(null);
    try {
      const next = await onSave(changedValues(saved, values));
      setSaved(next);
      form.reset(settingValues(next));
      draft.clear();
      showToast({ title: 'Settings saved', description: 'The new values are in use.' });
    } catch (error) {
      setFormError(
        error instanceof Error && error.message
          ? error.message
          : 'The settings could not be saved. Please try again.',
      );
    }
  }

  function discard() {
    form.reset(settingValues(saved));
    draft.clear();
    setFormError(null);
  }

  const isDirty = form.formState.isDirty;

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="System Settings"
        description="The store’s details, currency and time zone; each field says what it changes."
      />
      <Stack gap="xl">
        <Grid columns="thirds" gap="lg">
          <SettingsSummaryCard
            label="Currency"
            value={valueOf(saved, 'currency')}
            description="Prices are charged in it, never converted"
            icon={<DollarSign aria-hidden="true" />}
          />
          <SettingsSummaryCard
            label="Timezone"
            value={valueOf(saved, 'timezone')}
            description="Order times and reports"
            icon={<Clock aria-hidden="true" />}
          />
          <SettingsSummaryCard
            label="Store phone"
            value={valueOf(saved, 'contact-phone')}
            description="Footer, Contact and Help"
            icon={<Phone aria-hidden="true" />}
          />
        </Grid>
        <SidebarLayout
          sidebarLabel="Settings categories"
          sidebar={
            <SideNav
              aria-label="Settings categories"
              currentId={category}
              items={settingCategories.map((entry) => ({
                id: entry.id,
                label: entry.label,
                icon: categoryIcons[entry.id],
                href: `?category=${entry.id}`,
              }))}
            />
          }
        >
          <Card>
            <CardHeader>
              <CardTitle level={2} size="lg">
                {categoryLabel}
              </CardTitle>
              <CardDescription>{categoryDescriptions[category]}</CardDescription>
            </CardHeader>
            <CardBody>
              <Form
                aria-label={`${categoryLabel} settings`}
                onSubmit={(event) => void form.handleSubmit(save, onInvalid)(event)}
                error={formError}
                onDismissError={() => setFormError(null)}
                actions={
                  isDirty ? (
                    <>
                      <Button variant="outline" onPress={discard}>
                        Discard
                      </Button>
                      <Button
                        type="submit"
                        variant="accent"
                        isPending={form.formState.isSubmitting}
                        pendingLabel="Saving..."
                      >
                        Save Changes
                      </Button>
                    </>
                  ) : null
                }
              >
                {shown.map((setting) => (
                  <SettingField key={setting.id} setting={setting} control={control} />
                ))}
              </Form>
            </CardBody>
          </Card>
        </SidebarLayout>
      </Stack>
    </Section>
  );
}
