/**
 * /athlete/profile-completion and /trainer/profile-completion (storefront/athlete/screens.ts and
 * storefront/trainer/screens.ts give the role): a new athlete or trainer (pending mode, profile_complete 0) tells about
 * themselves before the rest of the app opens; later the same page edits that profile. On success: the role's home
 * (PROFILE_COMPLETION_HOME: the storefront's home page, /trainer/dashboard).
 */
import { useText } from '../../../src/i18n/text';
import { errorMessage } from '../../../src/session/app-start';
import { useRoleProfile, type CompletingRole, type ProfileDetails } from './api';
import { ProfileCompletionForm } from './ProfileCompletionForm';
import { ProfileCompletionFrame } from './ProfileCompletionFrame';
import { ROLE_FORMS } from './roles';

export default function ProfileCompletionPage({ role }: { role: CompletingRole }) {
  const profile = useRoleProfile(role);
  const p = profile.data;
  const t = useText(ROLE_FORMS[role].text);
  return (
    <ProfileCompletionFrame pending={p ? p.profile_complete === 0 : null} intro={t.intro} error={profile.error ? errorMessage(profile.error) : null}>
      {p && <ProfileCompletionForm key={p.id} role={role} pending={p.profile_complete === 0} photo={p.photo} details={(p.details ?? {}) as ProfileDetails<CompletingRole>} names={p} />}
    </ProfileCompletionFrame>
  );
}
