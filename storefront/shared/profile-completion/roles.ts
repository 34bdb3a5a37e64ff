/** Each role's part of the profile-completion form (form.ts RoleForm), by role: what the one form and its page switch on. */
import type { FieldValues } from 'react-hook-form';
import type { CompletingRole } from './api';
import { athleteForm } from './athlete-form';
import type { RoleForm, RoleWords } from './form';
import { trainerForm } from './trainer-form';

export const ROLE_FORMS: Record<CompletingRole, RoleForm<CompletingRole, FieldValues, RoleWords>> = { athlete: athleteForm, trainer: trainerForm };
