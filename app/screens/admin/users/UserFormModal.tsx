import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminUser } from '@domain/types';
import type { SaveOutcome } from '@app/records/outcome';
import { capitalize } from '@app/admin/format';
import { asOptions } from '@app/records/list-filters';
import { RecordFormModal } from '@app/records/RecordFormModal';
import { useOutcomeSubmit } from '@app/records/use-outcome-submit';
import {
  emptyUserForm,
  toAdminUser,
  userFormSchema,
  userFormValues,
  userRoles,
  userStatuses,
  type UserFormOutput,
  type UserFormValues,
} from '@app/admin/user-schema';
import { BoundSelect, BoundTextField } from '@app/forms/bound-fields';
import { useFormActivity } from '@app/forms/form-activity';

const roleOptions = asOptions(userRoles, capitalize);
const statusOptions = asOptions(userStatuses, capitalize);

export interface UserFormModalProps {
  /** The user to edit; none to add a new one. */
  user?: AdminUser;
  /** 'YYYY-MM-DD': a new user's join date. */
  today: string;
  onSave: (user: AdminUser) => Promise<SaveOutcome<'email'>>;
  onClose: () => void;
}

/**
 * Add New User (Name, Email, Role; a new user starts as pending until they sign in) and Edit
 * User (plus Status). A refusal (an e-mail already in use) shows under Email; anything else
 * above the buttons, and what was typed stays.
 */
export function UserFormModal({ user, today, onSave, onClose }: UserFormModalProps) {
  const isEdit = user !== undefined;
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema),
    mode: 'onTouched',
    defaultValues: user ? userFormValues(user) : emptyUserForm,
  });
  useFormActivity(form.formState);
  const { control } = form;
  const { submit, formError, setFormError } = useOutcomeSubmit(
    form,
    (values) => onSave(toAdminUser(values, user, today)),
    onClose,
  );

  return (
    <RecordFormModal
      isNew={!isEdit}
      title={isEdit ? 'Edit User' : 'Add New User'}
      addLabel="Add User"
      isSaving={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      onCancel={onClose}
      error={formError}
      onDismissError={() => setFormError(null)}
    >
      <BoundTextField control={control} name="name" label="Name" autoComplete="off" />
      <BoundTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
      />
      <BoundSelect control={control} name="role" label="Role" items={roleOptions} />
      {isEdit ? (
        <BoundSelect control={control} name="status" label="Status" items={statusOptions} />
      ) : null}
    </RecordFormModal>
  );
}
