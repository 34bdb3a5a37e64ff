/**
 * /trainer/profile-completion: a new trainer (pending mode, profile_complete 0) tells athletes who they
 * are before the studio opens; later the same page edits that profile. On success: /trainer/dashboard.
 */
import { trainerProfileText } from '../../../../src/i18n/en/trainer/profile';
import { useText } from '../../../../src/i18n/text';
import { errorMessage } from '../../../../src/session/app-start';
import { ProfileCompletionFrame } from '../../../shared/profile-completion/ProfileCompletionFrame';
import { useRoleProfile, type ProfileDetails } from '../../../shared/profile-completion/api';
import { TrainerProfileForm } from './TrainerProfileForm';

export default function TrainerProfileCompletionPage() {
  const profile = useRoleProfile('trainer');
  const p = profile.data;
  const t = useText(trainerProfileText);
  return (
    <ProfileCompletionFrame pending={p ? p.profile_complete === 0 : null} intro={t.intro} error={profile.error ? errorMessage(profile.error) : null}>
      {p && <TrainerProfileForm key={p.id} pending={p.profile_complete === 0} photo={p.photo} details={(p.details ?? {}) as ProfileDetails<'trainer'>} names={p} />}
    </ProfileCompletionFrame>
  );
}
