import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AuthCard } from '../../design-system/patterns/AuthCard/AuthCard';
import { Button } from '../../design-system/primitives/Button/Button';
import { Form } from '../../design-system/primitives/Form/Form';
import { Link } from '../../design-system/primitives/Link/Link';
import { Text } from '../../design-system/primitives/Text/Text';
import type { AuthFormState, AuthSubmitHandler } from './use-auth-form';

/** The line under the card that leads to another account screen. */
export interface AuthFooterLink {
  /** E.g. 'Already have an account?' */
  prompt: string;
  href: string;
  /** The link's text, e.g. 'Login'. */
  label: string;
}

export interface AuthFormCardProps<T extends FieldValues> {
  /** From `useAuthForm`: pending state, the form-level error and the submit wrapper. */
  auth: AuthFormState<T>;
  /** The card's h1 and the form's accessible name. */
  title: string;
  description?: ReactNode;
  /** A lucide icon with `aria-hidden="true"`. */
  icon: ReactNode;
  notice?: ReactNode;
  footer: AuthFooterLink;
  /** Runs after validation; a message it returns shows above the submit button. */
  onSubmit: AuthSubmitHandler<T>;
  submitLabel: string;
  pendingLabel: string;
  /** Keep the submit disabled while a field shows a message (the new-password forms). */
  blockWhileInvalid?: boolean;
  /** A button before the submit, e.g. 'Resend Code'. */
  secondaryAction?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The account screens' form in its card: title, icon and explanation, the fields, the
 * dismissible form-level error above a full-width submit, and a link to another account
 * screen underneath. Used by login, register, forgot password and the code steps.
 */
export function AuthFormCard<T extends FieldValues>({
  auth,
  title,
  description,
  icon,
  notice,
  footer,
  onSubmit,
  submitLabel,
  pendingLabel,
  blockWhileInvalid = false,
  secondaryAction,
  children,
}: AuthFormCardProps<T>) {
  const { isPending, hasErrors, formError, setFormError } = auth;
  const submit = (
    <Button
      type="submit"
      variant="accent"
      size="lg"
      isPending={isPending}
      pendingLabel={pendingLabel}
      isDisabled={blockWhileInvalid ? hasErrors && !isPending : undefined}
    >
      {submitLabel}
    </Button>
  );
  return (
    <AuthCard
      title={title}
      description={description}
      icon={icon}
      notice={notice}
      footer={
        <Text size="sm" tone="muted">
          {footer.prompt} <Link href={footer.href}>{footer.label}</Link>
        </Text>
      }
    >
      <Form
        aria-label={title}
        onSubmit={auth.onSubmit(onSubmit)}
        error={formError}
        onDismissError={() => setFormError(null)}
        actionsAlign="stretch"
        actions={
          secondaryAction ? (
            <>
              {secondaryAction}
              {submit}
            </>
          ) : (
            submit
          )
        }
      >
        {children}
      </Form>
    </AuthCard>
  );
}
