/**
 * /trainer/profile-completion: a new trainer (pending mode, profile_complete 0) tells athletes who they
 * are before the studio opens; later the same page edits that profile. On success: /trainer/dashboard.
 */
import { errorMessage } from '../../../../src/session/app-start';
import { ProfileCompletionFrame } from '../../../../src/profile-completion/ProfileCompletionFrame';
import { useTrainerProfile, type TrainerDetails } from '../api/get-profile';
import { TrainerProfileForm } from './TrainerProfileForm';

const INTRO = 'Athletes read this before they buy one of your programs: who you are, what you coach, and why they can trust you.';

export default function TrainerProfileCompletionPage() {
  const profile = useTrainerProfile();
  const p = profile.data;
  return (
    <ProfileCompletionFrame pending={p ? p.profile_complete === 0 : null} intro={INTRO} error={profile.error ? errorMessage(profile.error) : null}>
      {p && <TrainerProfileForm key={p.id} pending={p.profile_complete === 0} photo={p.photo} details={(p.details ?? {}) as TrainerDetails} />}
    </ProfileCompletionFrame>
  );
}
