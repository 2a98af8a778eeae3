import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Form, FormRow, FormSection } from '@ds/primitives/Form/Form';
import type { AccountSettings } from '@domain/types';
import { BoundSelect, BoundSwitch } from '../../forms/bound-fields';
import {
  currencies,
  languages,
  settingsSchema,
  timezones,
  type SettingsForm,
} from './account-settings-schema';
import { useFormActivity } from '../../forms/form-activity';
import { rateLimitMessage } from '../../data/api';

export interface SettingsPanelProps {
  settings: AccountSettings;
  onSave: (settings: AccountSettings) => Promise<void>;
}

const options = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

/** Language, currency, time zone, newsletter and two-factor sign-in, saved together. */
const settingsFailedMessage = 'Your settings could not be saved. Please try again.';

export function SettingsPanel({ settings, onSave }: SettingsPanelProps) {
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsSchema),
    mode: 'onTouched',
    defaultValues: settings as SettingsForm,
  });
  useFormActivity(form.formState);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [failedMessage, setFailedMessage] = useState(settingsFailedMessage);
  const { control, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await onSave(values);
      form.reset(values);
      setStatus('saved');
    } catch (failure) {
      setFailedMessage(rateLimitMessage(failure) ?? settingsFailedMessage);
      setStatus('failed');
    }
  });

  return (
    <Form
      aria-label="Account settings"
      onSubmit={(event) => void submit(event)}
      error={status === 'failed' ? failedMessage : null}
      onDismissError={() => setStatus('idle')}
      actionsAlign="start"
      actions={
        <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Saving...">
          Save Settings
        </Button>
      }
    >
      {status === 'saved' ? (
        <Alert tone="success" title="Settings saved" onDismiss={() => setStatus('idle')}>
          Your account settings are up to date.
        </Alert>
      ) : null}
      <FormSection legend="Preferences">
        <FormRow columns={3}>
          <BoundSelect
            control={control}
            name="language"
            label="Language"
            items={options(languages)}
          />
          <BoundSelect
            control={control}
            name="currency"
            label="Currency"
            items={options(currencies)}
          />
          <BoundSelect
            control={control}
            name="timezone"
            label="Time zone"
            items={options(timezones)}
          />
        </FormRow>
      </FormSection>
      <FormSection legend="Email and security">
        <BoundSwitch
          control={control}
          name="newsletter"
          label="Newsletter"
          description="Recipes, new rubs and the Weekly Circular, once a week."
        />
        <BoundSwitch
          control={control}
          name="twoFactor"
          label="Two-factor sign-in"
          description="Ask for a one-time code as well as the password when signing in."
        />
      </FormSection>
    </Form>
  );
}
