import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { ValidationMoment } from './password-rules';
import { useFormActivity } from '../forms/form-activity';

/** A form's rules: each field's message (or nothing), given the values and the moment. */
export type AuthFormRules<T extends FieldValues> = (
  values: T,
  moment: ValidationMoment,
) => Partial<Record<keyof T & string, string | undefined>>;

/** Shown in the form-level banner when a submit returns it (a refusal from the service). */
export type AuthSubmitHandler<T extends FieldValues> = (values: T) => Promise<string | undefined>;

/** What `useAuthForm` gives a screen (and the shared account-form shells). */
export type AuthFormState<T extends FieldValues> = ReturnType<typeof useAuthForm<T>>;

/** Both new-password fields are checked again when the password changes. */
export const newPasswordLinkedFields = { password: ['confirmPassword'] } as const;

interface AuthFormOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  rules: AuthFormRules<T>;
  /** Fields to check again when another changes, e.g. `{ password: ['confirmPassword'] }`. */
  linked?: Partial<Record<Path<T>, readonly Path<T>[]>>;
}

/**
 * react-hook-form for the account forms, validated as the spec says (section 5): on every
 * change and blur, and again on submit, while each rule decides from the field's touched
 * state whether it may speak yet (the password policy only once the password was left; the
 * mismatch as soon as both passwords are 6 characters). The rules are plain functions, so
 * the screens' schema modules are unit-tested without a browser.
 */
export function useAuthForm<T extends FieldValues>({
  defaultValues,
  rules,
  linked,
}: AuthFormOptions<T>) {
  const submitted = useRef(false);
  const [isPending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({
    mode: 'all',
    defaultValues,
    resolver: async (values) => {
      const moment: ValidationMoment = {
        submitted: submitted.current,
        touched: (field) => form.getFieldState(field as Path<T>).isTouched,
      };
      const messages = Object.entries(rules(values, moment)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      if (messages.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(
        messages.map(([field, message]) => [field, { type: 'validate', message }]),
      ) as FieldErrors<T>;
      return { values: {}, errors };
    },
  });
  useFormActivity(form.formState);

  useEffect(() => {
    if (!linked) return;
    const subscription = form.watch((_values, { name, type }) => {
      const dependants = name ? linked[name as Path<T>] : undefined;
      if (type !== 'change' || !dependants) return;
      const started = dependants.filter(
        (field) => form.getFieldState(field).isTouched || Boolean(form.getValues(field)),
      );
      if (started.length) void form.trigger(started);
    });
    return () => subscription.unsubscribe();
  }, [form, linked]);

  /**
   * Submit handler for the DS Form: every rule applies from the first submit on. `isPending`
   * is true while the handler runs (after validation, so a refused submit can still move the
   * focus to the first invalid field: disabled fields cannot take it). A valid submit clears
   * the form-level error; a message the handler returns becomes the new one.
   */
  const onSubmit = (handler: AuthSubmitHandler<T>) => (event: FormEvent<HTMLFormElement>) => {
    submitted.current = true;
    void form.handleSubmit(async (values) => {
      setPending(true);
      try {
        setFormError(null);
        const refusal = await handler(values);
        if (refusal) setFormError(refusal);
      } finally {
        setPending(false);
      }
    })(event);
  };

  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return { form, onSubmit, hasErrors, isPending, formError, setFormError };
}
