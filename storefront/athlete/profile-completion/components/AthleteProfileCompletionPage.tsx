/**
 * /athlete/profile-completion: a new athlete (pending mode, profile_complete 0) says what they train for
 * before the storefront opens; later the same page edits that profile. On success: the home page.
 */
import { athleteProfileText } from '../../../../src/i18n/en/athlete/profile-completion';
import { useText } from '../../../../src/i18n/text';
import { errorMessage } from '../../../../src/session/app-start';
import { ProfileCompletionFrame } from '../../../shared/profile-completion/ProfileCompletionFrame';
import { useRoleProfile, type ProfileDetails } from '../../../shared/profile-completion/api';
import { AthleteProfileForm } from './AthleteProfileForm';

export default function AthleteProfileCompletionPage() {
  const profile = useRoleProfile('athlete');
  const p = profile.data;
  const t = useText(athleteProfileText);
  return (
    <ProfileCompletionFrame pending={p ? p.profile_complete === 0 : null} intro={t.intro} error={profile.error ? errorMessage(profile.error) : null}>
      {p && <AthleteProfileForm key={p.id} pending={p.profile_complete === 0} photo={p.photo} details={(p.details ?? {}) as ProfileDetails<'athlete'>} names={p} />}
    </ProfileCompletionFrame>
  );
}
