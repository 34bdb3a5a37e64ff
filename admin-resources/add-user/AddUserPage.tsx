/** /admin/add-user: create an athlete, a trainer or (super admins only; the server enforces it too) an admin. */
import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, email, maxLength, minLength, required, usePermissions } from 'react-admin';
import { PASSWORD } from '../../src/config/constants';
import { addUserText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { description } from '../generated/users';
import type { FieldDescription } from '../lib/description';
import { choicesOf, fieldKey } from '../lib/keys';

const field = (source: string): FieldDescription => (description.fields as readonly FieldDescription[]).find((f) => f.source === source)!;
const ROLE_HOME: Record<string, string> = { trainer: 'trainers', athlete: 'athletes' };
const label = (source: string) => fieldKey(description.name, source);

export default function AddUserPage() {
  const { permissions } = usePermissions<string>();
  const t = useText(addUserText);
  const roles = choicesOf(description.name, field('role')).filter((c) => permissions === 'super_admin' || (c.id !== 'admin' && c.id !== 'super_admin'));
  return (
    <Create
      resource={description.name}
      title={t.title}
      redirect={(_resource?: string, id?: unknown, data?: Record<string, unknown>) => {
        const home = ROLE_HOME[String(data?.role)];
        return home ? `${home}/${String(id)}/show` : `users/${String(id)}/show`;
      }}
    >
      <SimpleForm defaultValues={{ role: 'athlete', verify: 1, status: 1 }}>
        <SelectInput source="role" label={label('role')} choices={roles} validate={required()} />
        <TextInput source="first_name" label={label('first_name')} validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="last_name" label={label('last_name')} validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="email" label={label('email')} type="email" validate={[required(), email(), maxLength(254)]} fullWidth />
        <PasswordInput source="password" label={label('password')} autoComplete="new-password" validate={[required(), minLength(PASSWORD.min), maxLength(PASSWORD.max)]} fullWidth helperText={t.passwordHelp} />
      </SimpleForm>
    </Create>
  );
}
