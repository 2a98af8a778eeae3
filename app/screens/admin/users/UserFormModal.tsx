import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../design-system/primitives/Button/Button';
import { Form } from '../../../../design-system/primitives/Form/Form';
import { Modal } from '../../../../design-system/primitives/Modal/Modal';
import type { AdminUser } from '../../../../fixtures/types';
import type { SaveOutcome } from '../../../admin-ops/outcome';
import {
  emptyUserForm,
  toAdminUser,
  userFormSchema,
  userFormValues,
  userRoles,
  userStatuses,
  type UserFormOutput,
  type UserFormValues,
} from '../../../admin-ops/user-schema';
import { BoundSelect, BoundTextField } from '../../../forms/bound-fields';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const roleOptions = userRoles.map((role) => ({ id: role, label: capitalised(role) }));
const statusOptions = userStatuses.map((status) => ({ id: status, label: capitalised(status) }));

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
  const [formError, setFormError] = useState<string | null>(null);
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const outcome = await onSave(toAdminUser(values, user, today));
    if (outcome.ok) return onClose();
    if (outcome.field === 'email')
      form.setError('email', { message: outcome.message }, { shouldFocus: true });
    else setFormError(outcome.message);
  });

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={isEdit ? 'Edit User' : 'Add New User'}
    >
      <Form
        aria-label={isEdit ? 'Edit User' : 'Add New User'}
        onSubmit={(event) => void submit(event)}
        error={formError}
        onDismissError={() => setFormError(null)}
        actions={
          <>
            <Button variant="outline" onPress={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="accent"
              isPending={form.formState.isSubmitting}
              pendingLabel={isEdit ? 'Saving...' : 'Adding...'}
            >
              {isEdit ? 'Save Changes' : 'Add User'}
            </Button>
          </>
        }
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
      </Form>
    </Modal>
  );
}
