/** /admin/add-user: create an athlete, a trainer or (super admins only; the server enforces it too) an admin. */
import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, email, maxLength, minLength, required, usePermissions } from 'react-admin';
import { description } from '../generated/users';
import type { FieldDescription } from '../lib/description';
import { PASSWORD } from '../../src/config/constants';

const field = (source: string): FieldDescription => (description.fields as readonly FieldDescription[]).find((f) => f.source === source)!;
const ROLE_HOME: Record<string, string> = { trainer: 'trainers', athlete: 'athletes' };

export default function AddUserPage() {
  const { permissions } = usePermissions<string>();
  const roles = (field('role').choices ?? []).filter((c) => permissions === 'super_admin' || (c.id !== 'admin' && c.id !== 'super_admin'));
  return (
    <Create
      resource="users"
      title="Add user"
      redirect={(_resource?: string, id?: unknown, data?: Record<string, unknown>) => {
        const home = ROLE_HOME[String(data?.role)];
        return home ? `${home}/${String(id)}/show` : `users/${String(id)}/show`;
      }}
    >
      <SimpleForm defaultValues={{ role: 'athlete', verify: 1, status: 1 }}>
        <SelectInput source="role" label="Role" choices={roles as { id: string; name: string }[]} validate={required()} />
        <TextInput source="first_name" label="First name" validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="last_name" label="Last name" validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="email" label="Email" type="email" validate={[required(), email(), maxLength(254)]} fullWidth />
        <PasswordInput source="password" label="Password" autoComplete="new-password" validate={[required(), minLength(PASSWORD.min), maxLength(PASSWORD.max)]} fullWidth helperText="Share it privately; they can change it from their profile." />
      </SimpleForm>
    </Create>
  );
}
